/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { expectAccessible } from '../support/axe.js';
import { closeToasts, launchBrowser, newPage, screenshot, signIn } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { closeAll } from '../support/teardown.js';
import { join } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

const SCHEMES = ['light', 'dark'] as const;

/**
 * Issue 32 §2 in the browser: a scheduled tournament's card and page show its start in the player's zone and count
 * down to it, with its guarantee; once started with five players in a bracket of eight, its three byes show as
 * "bye". axe finds nothing on either, light or dark.
 */
describe('Scheduled tournaments, in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let players: Player[];
  let scheduleId: number;
  let cupId: number;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
    const admin = await fixtures(t).admin();
    const made = await t.api.raw('POST', '/api/admin/schedules/', {
      body: {
        name: 'Evening Cup',
        entry_fee: '10.00',
        max_players: 8,
        min_players: 2,
        game_mode: 'BLITZ',
        guaranteed_prize: '100.00',
        starts_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      },
      token: admin.access,
    });
    expect(made.status).toBe(201);
    scheduleId = (made.body as { id: number }).id;
    cupId = (made.body as { open_tournament_ids: number[] }).open_tournament_ids[0];
    players = await Promise.all(Array.from({ length: 5 }, () => fixtures(t).player({ funds: '20.00', name: 'ev' })));
    for (const p of players) expect((await join(t, p, cupId)).status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await closeAll(browser, t);
  });

  async function pageFor(player: Player): Promise<Page> {
    const page = await newPage(browser, t, { mobile: false });
    await signIn(page, player);
    await closeToasts(page);
    return page;
  }

  async function expectAccessibleInBothSchemes(page: Page, where: string) {
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.locator(`html[data-mantine-color-scheme="${scheme}"]`).waitFor({ state: 'attached' });
      await expectAccessible(page, `${where} (${scheme})`);
      await screenshot(page, `scheduled-${where.replaceAll(' ', '-')}-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  it('shows the start in the player’s time zone with a countdown and the guarantee, then the byes', async () => {
    const page = await pageFor(players[0]);
    try {
      await page.goto(`/tournament/${cupId}`);
      const countdown = page.getByTestId('scheduled-countdown').first();
      await countdown.waitFor();
      expect(await countdown.textContent()).toMatch(/^Starts in (1h 5\dm|2h 00m)$/);
      const start = (await page.getByTestId('scheduled-start').first().textContent()) ?? '';
      expect(start).toContain('100.00 guaranteed');
      // The browser's own zone, named.
      const zone = await page.evaluate(
        () =>
          new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
            .formatToParts(new Date())
            .find((part) => part.type === 'timeZoneName')?.value,
      );
      expect(start).toContain(zone ?? '');
      await expectAccessibleInBothSchemes(page, 'scheduled tournament before its start');

      await page.goto('/tournaments');
      await page.locator(`[data-tournament-id="${cupId}"] [data-testid="scheduled-countdown"]`).waitFor();

      // Its time comes: the schedule's start and the occurrence's are moved to a second ago.
      const [{ at }] = await t.sql<{ at: Date }>("SELECT clock_timestamp() - interval '1 second' AS at");
      await t.sql('UPDATE tournament_schedules SET starts_at = $1 WHERE id = $2', [at, scheduleId]);
      await t.sql('UPDATE tournaments SET starts_at = $1, registration_closes_at = $1 WHERE id = $2', [at, cupId]);
      await eventually(() => t.sql<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [cupId]), {
        until: ([row]) => row.status === 'ACTIVE',
        what: 'the start',
      });
      await page.goto(`/tournament/${cupId}`);
      const byes = page.locator('[data-testid="bracket-match"][aria-label$="has a bye"]');
      await byes.first().waitFor();
      expect(await byes.count()).toBe(3);
      expect(await byes.first().textContent()).toContain('bye');
      await expectAccessibleInBothSchemes(page, 'scheduled tournament with byes');
    } finally {
      await page.close();
    }
  });
});
