import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectAccessible } from '../support/axe.js';
import { confirmSeat, launchBrowser, newPage, screenshot, switchColorScheme } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';
import { matchOf, winMatch } from '../support/notification-helpers.js';

/**
 * Issue 32 §5: the lobby puts the house tables first. A new player at phone size sees one and its Join button on
 * the first screen, takes a seat, and when the table fills the next one is there. The filters live in the address.
 */
describe('The lobby in the browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    // The house-table sweep opens a table for each of the three seeded templates (issue 32 §1).
    t = await startTestApp({ HOUSE_TABLE_SWEEP: 'true' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /** The open heads-up table's id (the 1.00 template), once the sweep has opened it. */
  const headsUp = () =>
    eventually(
      async () =>
        (
          await t.sql<{ id: number }>(
            "SELECT id FROM tournaments WHERE kind = 'SIT_AND_GO' AND status = 'PENDING' AND max_players = 2",
          )
        ).at(0)?.id,
      { until: (id) => id !== undefined, what: 'an open heads-up house table' },
    ) as Promise<number>;

  it('shows a new player at phone size a house table and its Join first; once it fills, the next one opens', async () => {
    const first = await headsUp();
    const newcomer = await fixtures(t).player({ funds: '10.00', name: 'lob' });
    const page = await newPage(browser, t, { as: newcomer, mobile: true });
    await page.goto('/tournaments');
    const tables = page.getByTestId('house-table');
    await eventually(() => tables.count(), { until: (n) => n === 3, what: 'three house tables' });
    // Cheapest first: the heads-up table, and its Join on the first screen of a phone.
    const cheapest = tables.first();
    expect(await cheapest.getByTestId('house-table-fee').innerText()).toContain('1.00');
    const join = cheapest.getByRole('button', { name: /^Join / });
    const box = await join.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await expectAccessible(page, 'lobby (phone, light)');
    await screenshot(page, 'lobby-phone-light');
    await join.click();
    await confirmSeat(page);
    await cheapest.getByTestId('house-table-seats').getByText('1/2 seated').waitFor();

    // A second player takes the other seat: both were there, so it starts, and the next heads-up table opens.
    const second = await fixtures(t).player({ funds: '10.00', name: 'lob2' });
    const joined = await t.api.post('/api/tournaments/{id}/join', {
      params: { path: { id: first } },
      token: second.access,
    });
    expect(joined.status).toBe(200);
    const next = await headsUp();
    expect(next).not.toBe(first);
    await page.locator(`[data-testid="house-table"] a[href="/tournament/${next}"]`).waitFor();
    await tables.first().getByTestId('house-table-seats').getByText('0/2 seated').waitFor();
    await switchColorScheme(page, 'dark');
    await expectAccessible(page, 'lobby (phone, dark)');
    await screenshot(page, 'lobby-phone-dark');
  });

  it('keeps the kind, entry fee and pace filters in the address, and lists what they match', async () => {
    const viewer = await fixtures(t).player({ funds: '50.00', name: 'lobf' });
    const maker = await fixtures(t).player({ funds: '50.00', name: 'lobm' });
    await fixtures(t).tournament({ by: maker, name: 'Hourly Cup', entry_fee: '3.00', move_timeout: 3600 });
    await fixtures(t).tournament({ by: maker, name: 'Quick Cup', entry_fee: '3.00', move_timeout: 60 });
    const page = await newPage(browser, t, { as: viewer });
    await page.goto('/tournaments');
    await page.getByTestId('tournament-grid').getByText('Quick Cup').waitFor();
    const filters = page.getByTestId('lobby-filters');
    // The select's label names its input and its list: the input comes first.
    await filters.getByLabel('Pace').first().click();
    await page.getByRole('option', { name: '1 hour per move' }).click();
    await page.waitForURL(/pace=3600/);
    await page.getByTestId('tournament-grid').getByText('Hourly Cup').waitFor();
    await page.getByTestId('tournament-grid').getByText('Quick Cup').waitFor({ state: 'detached' });
    // A shared or reloaded address shows the same list: the heads-up tables of 1.00, the one the first test filled
    // (now in play) and the one opened after it.
    await page.goto('/tournaments?kind=SIT_AND_GO&fee=micro');
    await eventually(() => filters.getByLabel('Kind').first().inputValue(), {
      until: (value) => value === 'House tables',
      what: 'the kind read from the address',
    });
    const cards = page.getByTestId('tournament-grid').getByTestId('tournament-card');
    await eventually(() => cards.count(), { until: (n) => n === 2, what: 'the two heads-up tables' });
    for (const text of await cards.allInnerTexts()) {
      expect(text).toContain('1.00');
      // A house table waits until it is full: no time left to fill.
      expect(text).not.toContain('Time left to fill');
    }
    await expectAccessible(page, 'lobby filtered (desktop, light)');
    await screenshot(page, 'lobby-desktop-filtered');
  });

  it('offers the loser of a match the next house table at the stake they played', async () => {
    const [winner, loser] = await Promise.all([
      fixtures(t).player({ funds: '10.00', name: 'lobw' }),
      fixtures(t).player({ funds: '10.00', name: 'lobl' }),
    ]);
    const cup = await fixtures(t).tournament({ by: winner, max_players: 2, entry_fee: '2.00', joinedBy: [loser] });
    const matchId = await matchOf(t, winner, cup.id, 1);
    await winMatch(t, winner, loser, matchId);
    const page = await newPage(browser, t, { as: loser });
    await page.goto(`/match/${matchId}`);
    const next = page.getByTestId('next-house-table');
    await next.getByText('Play again: Four-seat 2.00').waitFor();
    await next.click();
    await page.getByRole('heading', { name: 'Four-seat 2.00', level: 1 }).waitFor();
  });
});
