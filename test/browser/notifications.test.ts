/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import type { Player } from '../support/api-client.js';
import { launchBrowser, newPage, screenshot } from '../support/browser.js';
import { closeAll } from '../support/teardown.js';
import { expectAccessible } from '../support/axe.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { join } from '../support/tournament-helpers.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

/** The bell, its drawer, the prize toast and the champion's final page, in Chromium against the built client. */
describe('Notifications in the browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp({ STREAM_HEARTBEAT_SECONDS: '2' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /** The player on their dashboard, signed in (the form has tests of its own), with the live stream open. */
  async function signedInPage(player: Player, mobile = false): Promise<Page> {
    const page = await newPage(browser, t, { mobile, as: player });
    await page.goto('/dashboard');
    await page.locator('[data-testid="live-indicator"][data-status="live"]').waitFor({ timeout: 10_000 });
    return page;
  }

  const bellCount = (page: Page, count: number) =>
    page.locator(`[data-testid="bell-count"][data-count="${count}"]`).waitFor({ timeout: 10_000 });

  /** Two funded players seated in a new two-player BLITZ tournament, so its only match (the final) has started. */
  async function startedFinal(name: string) {
    const [alice, bob] = [
      await fixtures(t).player({ funds: '50.00', name: 'nba' }),
      await fixtures(t).player({ funds: '50.00', name: 'nbb' }),
    ];
    const tournament = await fixtures(t).tournament({ by: alice, name, max_players: 2, game_mode: 'BLITZ' });
    return { alice, bob, tournament };
  }

  async function decide(alice: Player, bob: Player, matchId: number) {
    const game = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: alice.access })
    ).body;
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.id } },
          body: { choice: 'ROCK' },
          token: alice.access,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.id } },
          body: { choice: 'SCISSORS' },
          token: bob.access,
        })
      ).status,
    ).toBe(200);
  }

  it('counts a match start on the bell live, lists it with its link, and marks it read when opened', async () => {
    const { alice, bob, tournament } = await startedFinal('Bell Cup');
    const page = await signedInPage(alice);
    await bellCount(page, 0);
    // The start happens while alice is on her dashboard: the stream brings the count.
    expect((await join(t, bob, tournament.id)).status).toBe(200);
    await bellCount(page, 1);
    // The start's own toast (issue 19) stays until acted on; closed, so the picture shows the drawer whole.
    await page.getByTestId('toast-match-start').getByRole('button', { name: 'Close notification' }).click();
    await page.getByRole('button', { name: 'Notifications: 1 unread' }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const item = drawer.getByTestId('inbox-item');
    await item.waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toContain(`Your match against ${bob.username} has started`);
    expect(await item.textContent()).toContain('Bell Cup · Final: your move.');
    const [match] = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: alice.access,
      })
    ).body;
    expect(await item.getAttribute('href')).toBe(`/match/${match.id}`);
    // The drawer passes axe's WCAG 2.2 A and AA rules.
    await expectAccessible(page, 'inbox drawer', '[data-testid="inbox-drawer"]');
    await screenshot(page, 'inbox');
    await item.click();
    await page.waitForURL(`**/match/${match.id}`);
    await bellCount(page, 0);
  });

  it('lists on a phone too, and "Mark all read" empties the count', async () => {
    const { alice, bob, tournament } = await startedFinal('Phone Cup');
    expect((await join(t, bob, tournament.id)).status).toBe(200);
    const page = await signedInPage(bob, true);
    await bellCount(page, 1);
    // The bell fits the phone's top bar beside the live dot and the menu: nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const bell = await page.getByTestId('notification-bell').boundingBox();
    expect(bell!.x + bell!.width).toBeLessThanOrEqual(390);
    expect(Math.min(bell!.width, bell!.height)).toBeGreaterThanOrEqual(24);
    await page.getByTestId('notification-bell').click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer
      .getByTestId('inbox-item')
      .filter({ hasText: `Your match against ${alice.username} has started` })
      .waitFor();
    await screenshot(page, 'inbox-mobile');
    await drawer.getByRole('button', { name: 'Mark all read' }).click();
    await bellCount(page, 0);
    await drawer.getByTestId('inbox-unread-text').filter({ hasText: 'All read' }).waitFor();
  });

  it('toasts the prize on any page, and the final celebrates the title and the prize', async () => {
    const { alice, bob, tournament } = await startedFinal('Toast Cup');
    expect((await join(t, bob, tournament.id)).status).toBe(200);
    const [match] = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: alice.access,
      })
    ).body;
    const page = await signedInPage(alice);
    await page.goto('/leaderboard');
    await bellCount(page, 1);
    await decide(alice, bob, match.id);
    const prize = (
      await t.api.get('/api/tournaments/{id}', { params: { path: { id: tournament.id } }, token: alice.access })
    ).body.prize_pool as string;
    const toast = page.getByTestId('toast-prize');
    await toast.filter({ hasText: `You won Toast Cup: +${prize}` }).waitFor({ timeout: 10_000 });
    await bellCount(page, 2);
    await screenshot(page, 'prize-toast');
    // Once toasted, never again: a reload shows the bell's count, not a second toast.
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await page.goto(`/match/${match.id}`);
    const celebration = page.getByTestId('champion-celebration');
    await celebration.getByTestId('champion-prize-amount').waitFor();
    expect(await celebration.getByTestId('champion-title').textContent()).toBe('Champion of Toast Cup!');
    expect(await celebration.getByTestId('champion-prize-amount').textContent()).toBe(
      `Prize: +${prize} to your wallet`,
    );
    // The list has been read on this page (the count shows it): a toast would have come with it.
    await bellCount(page, 2);
    expect(await page.getByTestId('toast-prize').count()).toBe(0);
    await screenshot(page, 'champion-final');
  });

  it('keeps the match-start toast below the top bar on a phone and on a desktop', async () => {
    for (const phone of [true, false]) {
      const { alice, bob, tournament } = await startedFinal(phone ? 'Pocket Cup' : 'Desk Cup');
      const page = await signedInPage(alice, phone);
      expect((await join(t, bob, tournament.id)).status).toBe(200);
      const toast = page.getByTestId('toast-match-start');
      await toast.waitFor({ timeout: 10_000 });
      // The toast slides in: measure it once it has come to rest (the same box twice in a row).
      let previous: string | null = null;
      const rest = await eventually(
        async () => {
          const box = await toast.boundingBox();
          const same = box !== null && JSON.stringify(box) === previous;
          previous = JSON.stringify(box);
          return same ? box : null;
        },
        { until: (box) => box !== null, interval: 100, what: 'the toast at rest' },
      );
      const covered = [page.locator('header').first(), page.getByTestId('notification-bell')];
      if (await page.getByTestId('topbar-balance').isVisible()) covered.push(page.getByTestId('topbar-balance'));
      for (const element of covered) {
        const box = (await element.boundingBox())!;
        const apart =
          rest!.y >= box.y + box.height ||
          rest!.y + rest!.height <= box.y ||
          rest!.x >= box.x + box.width ||
          rest!.x + rest!.width <= box.x;
        expect({ phone, element: String(element), apart }).toEqual({ phone, element: String(element), apart: true });
      }
      // Resting over the page, the toast is measured by axe: its text under the title must pass the contrast rule.
      await expectAccessible(page, `match-start toast, ${phone ? 'phone' : 'desktop'}`);
      await screenshot(page, phone ? 'match-start-toast-phone' : 'match-start-toast-desktop');
      await page.context().close();
    }
  });

  it('loads older notifications than the newest 20 on request', async () => {
    const player = await fixtures(t).player({ funds: '0', name: 'older' });
    // Written straight to the table for speed: the HTTP tests cover how each kind is made.
    await t.sql(
      `INSERT INTO notifications (user_id, event_id, kind, title, text, link, created_at)
       SELECT $1, -n, 'refund', 'Refund ' || n, 'Entry fee refunded.', '/wallet', now() - (30 - n) * interval '1 minute'
       FROM generate_series(1, 25) AS n`,
      [player.id],
    );
    const page = await signedInPage(player);
    await bellCount(page, 25);
    await page.getByTestId('notification-bell').click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const items = drawer.getByTestId('inbox-item');
    await items.first().filter({ hasText: 'Refund 25' }).waitFor();
    expect(await items.count()).toBe(20);
    await drawer.getByRole('button', { name: 'Load older' }).click();
    await items.nth(24).filter({ hasText: 'Refund 1' }).waitFor();
    expect(await items.count()).toBe(25);
    expect(await drawer.getByRole('button', { name: 'Load older' }).count()).toBe(0);
    const numbers = (await items.allTextContents()).map((text) => Number(/^Refund (\d+)/.exec(text)?.[1]));
    expect(numbers).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
  });
});
