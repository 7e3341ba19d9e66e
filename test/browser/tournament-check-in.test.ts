/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { launchBrowser, newPage, screenshot } from '../support/browser.js';
import { fixtures } from '../support/fixtures.js';
import { join } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { expectAccessible } from '../support/axe.js';
import { eventually } from '../support/eventually.js';
import { CheckInScheduler } from '../../src/modules/tournaments/scheduler/check-in.scheduler.js';
import { ClientPresence } from '../../src/shared/auth/client-presence.js';

const LONG = { timeout: 20_000 };

/**
 * Check-in (issue 32 §0) in the browser: the card's countdown and "I'm here", and the alert on another page. The
 * check-in sweep is stopped, so opening the page (a connected client) does not check the player in by itself:
 * only the button does.
 */
describe('Checking in in the browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    for (const app of t.apps) await app.get(CheckInScheduler).onApplicationShutdown();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /**
   * A full 2-seat tournament checking in, its creator (`host`) away: seen and seated 10 minutes ago, and a stream
   * they may hold not counted (as on an instance that died), though it still carries the alert.
   */
  async function checkingIn(host: Player, name: string): Promise<number> {
    // A page the host left open still makes requests (its polls), and each notes them present (issue 32 §0): the
    // table would start at the join without a check-in. Until it fills, the host's requests note nothing, as on
    // that dead instance. Set before the tournament is made, so a note already on its way has landed by the update.
    const presences = t.apps.map((app) => app.get(ClientPresence));
    const notes = presences.map((presence) => presence.seen.bind(presence));
    presences.forEach((presence, i) => {
      presence.seen = (userId) => (userId === host.id ? Promise.resolve() : notes[i](userId));
    });
    try {
      const created = await fixtures(t).tournament({ by: host, name, entry_fee: '5.00', max_players: 2 });
      await t.sql('DELETE FROM live_streams WHERE user_id = $1', [host.id]);
      await t.sql("UPDATE user_presence SET seen_at = now() - interval '10 minutes' WHERE user_id = $1", [host.id]);
      await t.sql("UPDATE tournament_participants SET joined_at = now() - interval '10 minutes' WHERE user_id = $1", [
        host.id,
      ]);
      const filled = await join(t, await fixtures(t).player({ funds: '20.00', name: 'filler' }), created.id);
      expect(filled.body.tournament.status).toBe('PENDING');
      return created.id as number;
    } finally {
      presences.forEach((presence, i) => {
        presence.seen = notes[i];
      });
    }
  }

  it('shows "Checking in" with a countdown on the card, and "I\'m here" starts the tournament', async () => {
    const host = await fixtures(t).player({ funds: '50.00', name: 'host' });
    const name = `Check In Cup ${Date.now() % 100000}`;
    await checkingIn(host, name);

    const page = await newPage(browser, t, { as: host });
    await page.goto('/tournaments?tab=mine');
    const card = page.getByTestId('tournament-card').filter({ hasText: name });
    await card
      .getByTestId('check-in-countdown')
      .filter({ hasText: /^Checking in: 0:[0-5]\d$/ })
      .waitFor(LONG);
    await card.getByText('1 of 2 here.', { exact: false }).waitFor();
    // The badge says what is happening: the table is full, not waiting for players.
    expect(await card.getByTestId('tournament-status').textContent()).toBe('Checking in');
    await screenshot(page, 'tournament-check-in-card');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.locator(`html[data-mantine-color-scheme="${scheme}"]`).waitFor({ state: 'attached' });
      await expectAccessible(page, `tournament card checking in (${scheme})`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await card.getByTestId('im-here').click();
    await page.getByText('You are checked in. Everyone is here: the tournament has started!').waitFor(LONG);
    await card.getByTestId('tournament-status').filter({ hasText: 'In Progress' }).waitFor(LONG);
    expect(await card.getByTestId('check-in').count()).toBe(0);
  });

  it('alerts the player on any page, with "I\'m here" in the toast', async () => {
    const host = await fixtures(t).player({ funds: '50.00', name: 'host' });
    const page = await newPage(browser, t, { as: host });
    await page.goto('/wallet');
    // The tab's live stream is open: the alert can reach it.
    await eventually(() => t.sql('SELECT 1 FROM live_streams WHERE user_id = $1', [host.id]), {
      until: (rows) => rows.length > 0,
      timeout: 20_000,
    });
    const name = `Toast Cup ${Date.now() % 100000}`;
    const id = await checkingIn(host, name);
    const toast = page.getByTestId('toast-check-in');
    await toast.getByText('Your tournament is full: check in').waitFor(LONG);
    await toast.getByTestId('toast-im-here').click();
    await page.getByText('You are checked in. Everyone is here: the tournament has started!').waitFor(LONG);
    const [row] = await t.sql<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [id]);
    expect(row.status).toBe('ACTIVE');
  });
});
