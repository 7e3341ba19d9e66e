/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { confirmSeat, launchBrowser, newPage, screenshot } from '../support/browser.js';
import { balanceOf } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const LONG = { timeout: 20_000 };

/**
 * A player joins a tournament, sees the time left to fill, leaves it from the card and from the detail page,
 * and finds each refund in the wallet as a + row.
 */
describe('Leaving a tournament in the browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /** The player's browser, signed in (the form has tests of its own), before any page loads. */
  const signedInPage = (player: Player, mobile = false): Promise<Page> => newPage(browser, t, { mobile, as: player });

  it('joins, sees the time left to fill, leaves, and finds the refund in the wallet', async () => {
    const host = await fixtures(t).player({ funds: '100.00', name: 'host' });
    const player = await fixtures(t).player({ funds: '20.00', name: 'leaver' });
    const name = `Leave Me Cup ${Date.now() % 100000}`;
    const tournament = await fixtures(t).tournament({ by: host, name, entry_fee: '7.50', max_players: 4 });

    const page = await signedInPage(player);
    await page.goto('/tournaments?tab=available');
    const card = page.getByTestId('tournament-card').filter({ hasText: name });
    // A day to fill by default: "1d 0h" in the first second, "23h 59m" after it.
    await card
      .getByTestId('fill-deadline')
      .filter({ hasText: /Time left to fill: (1d 0h|23h 59m)/ })
      .waitFor(LONG);
    expect(await card.getByRole('button', { name: /Leave Tournament/ }).count()).toBe(0);
    await card.getByRole('button', { name: `Join Tournament ${name}` }).click();
    // Join asks first, with the fee and the balance it leaves.
    expect(await confirmSeat(page)).toEqual({ fee: '−7.50', after: '12.50' });
    await page.getByText('Successfully joined tournament!').waitFor();
    expect(await balanceOf(t, player.id)).toBe(1250);

    await page.goto('/tournaments?tab=mine');
    const mine = page.getByTestId('tournament-card').filter({ hasText: name });
    await mine.getByText('Waiting for players (2/4)').waitFor(LONG);
    await mine.getByTestId('fill-deadline').waitFor();
    await screenshot(page, 'tournament-leave-card');
    await mine.getByRole('button', { name: `Leave Tournament ${name}` }).click();
    expect(await confirmSeat(page)).toEqual({ fee: '+7.50', after: '20.00' });
    // Both at once: on a loaded machine the list's refetch can outlast the toast, which closes by itself.
    await Promise.all([
      mine.waitFor({ state: 'detached', ...LONG }),
      page.getByText('You left the tournament. Your entry fee was refunded.').waitFor(),
    ]);
    expect(await balanceOf(t, player.id)).toBe(2000);

    // The wallet shows the refund as money in.
    await page.goto('/wallet');
    const refund = page.getByTestId('transaction-item').first();
    await refund.getByTestId('transaction-type').filter({ hasText: 'Tournament Refund' }).waitFor(LONG);
    expect(await refund.getAttribute('data-type')).toBe('TOURNAMENT_REFUND');
    expect(await refund.getAttribute('data-direction')).toBe('credit');
    expect(await refund.getByTestId('transaction-amount').innerText()).toMatch(/^\+.*7\.50$/);
    expect(await refund.getByTestId('transaction-description').innerText()).toContain(name);
    await screenshot(page, 'tournament-leave-wallet');

    // From the detail page, on a phone, with registration closing in ten minutes: urgent, in words as well.
    const phone = await signedInPage(player, true);
    await t.sql(
      "UPDATE tournaments SET registration_closes_at = clock_timestamp() + interval '10 minutes' WHERE id = $1",
      [tournament.id],
    );
    await phone.goto(`/tournament/${tournament.id}`);
    await phone.getByRole('button', { name: /Join Tournament/ }).click();
    await confirmSeat(phone);
    await phone.getByText('Successfully joined tournament!').waitFor();
    const deadline = phone.getByTestId('fill-deadline');
    await deadline.filter({ hasText: /Time left to fill: (10m 00s|9m \d\ds) \(closing soon\)/ }).waitFor(LONG);
    await phone.getByRole('button', { name: `Leave Tournament ${name}` }).waitFor();
    await screenshot(phone, 'tournament-leave-detail-mobile');
    await phone.getByRole('button', { name: `Leave Tournament ${name}` }).click();
    await confirmSeat(phone);
    await phone.getByText('You left the tournament. Your entry fee was refunded.').waitFor();
    await phone.getByRole('button', { name: /Join Tournament/ }).waitFor(LONG);
    await eventually(() => balanceOf(t, player.id), { until: (cents) => cents === 2000 });
    // Two pages and four dialogs (Join and Leave ask first): more than jest's 60 s on a loaded machine.
  }, 120_000);
});
