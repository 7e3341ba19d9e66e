/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { launchBrowser, newPage, screenshot } from '../support/browser.js';
import { playDuel, playerFrom, withdraw } from '../support/risk-helpers.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

/** The reviewer sees, before approving, that a prize was won against a player who never moved. */
describe('Risk signals in the review queue in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let admin: Player;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', MOVE_TIMEOUT_SECONDS: '3' });
    browser = await launchBrowser();
    admin = await fixtures(t).admin();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /** The admin's browser, signed in (the form has tests of its own), before any page loads. */
  const adminPage = (): Promise<Page> => newPage(browser, t, { as: admin });

  it('shows a badge with the count on the row and the signals, with their links, in the review modal', async () => {
    const [clean, fair] = [await playerFrom(t, '203.0.113.1', 'clean'), await playerFrom(t, '203.0.113.2', 'fair')];
    await playDuel(t, clean, fair);
    await t.sql(`UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1`, [clean.id]);
    const cleanId = await withdraw(t, clean);

    const [champ, ghost] = [await playerFrom(t, '203.0.113.3', 'champ'), await playerFrom(t, '203.0.113.4', 'ghost')];
    const { matchId } = await playDuel(t, champ, ghost, { absent: true, name: 'Empty Chair Cup' });
    const riskyId = await withdraw(t, champ, '15.00');

    const page = await adminPage();
    await page.goto('/admin/withdrawals');
    const risky = page.locator(`[data-testid="admin-withdrawal-row"][data-withdrawal-id="${riskyId}"]`);
    await risky.getByTestId('risk-badge').getByText('3 risk signals').waitFor();
    const cleanRow = page.locator(`[data-testid="admin-withdrawal-row"][data-withdrawal-id="${cleanId}"]`);
    await cleanRow.waitFor();
    expect(await cleanRow.getByTestId('risk-badge').count()).toBe(0);
    await screenshot(page, 'admin-withdrawals-risk-badge');

    await risky.getByTestId('admin-action-approve').click();
    const modal = page.getByTestId('review-form');
    const signals = modal.getByTestId('risk-signal');
    await signals.first().waitFor();
    expect(await signals.evaluateAll((items) => items.map((item) => item.getAttribute('data-code')))).toEqual([
      'new_account',
      'opponent_never_moved',
      'not_wagered',
    ]);
    await modal.getByText('New account').waitFor();
    await modal.getByText(/^Account created (less than a minute|\d+ minutes?) ago, under 24 hours\.$/).waitFor();
    await modal.getByText('Prize won against a player who never moved').waitFor();
    await modal
      .getByText(
        `Won 20.00 coins in prizes from 1 tournament (Empty Chair Cup) that include 1 match in which ${ghost.username} never moved by hand.`,
      )
      .waitFor();
    // Deposited 50.00, paid a 10.00 fee, asks for 15.00 (issue 19 §4).
    await modal.getByText('Withdraws more than it wagered since depositing').waitFor();
    await modal
      .getByText(
        'Asks to withdraw 15.00 coins, more than the 10.00 coins spent on entry fees (less refunds) since the first deposit (50.00 coins deposited).',
      )
      .waitFor();
    const matchLink = modal.getByRole('link', { name: `Match #${matchId}` });
    expect(await matchLink.getAttribute('href')).toBe(`/match/${matchId}`);
    const userLink = modal.getByRole('link', { name: ghost.username, exact: true });
    expect(await userLink.getAttribute('href')).toBe(`/admin/users/${ghost.id}`);
    await screenshot(page, 'admin-review-risk-signals');

    await matchLink.click();
    await page.waitForURL(`**/match/${matchId}`);
    await page.getByText(ghost.username).first().waitFor();

    await page.goto('/admin/withdrawals');
    await risky.getByTestId('admin-action-approve').click();
    await modal.getByRole('link', { name: ghost.username, exact: true }).click();
    await page.waitForURL(`**/admin/users/${ghost.id}`);
    await page.getByTestId('admin-user-name').filter({ hasText: ghost.username }).waitFor();

    // A clean account's review says so.
    await page.goto('/admin/withdrawals');
    await cleanRow.getByTestId('admin-action-approve').click();
    await page.getByTestId('risk-signals-none').getByText('No risk signals for this account.').waitFor();
  }, 120_000);

  it('shows user text isolated, so a bidi control stored before the refusal cannot reorder the page (issue 19 §4)', async () => {
    const player = await playerFrom(t, '203.0.113.9', 'bidi');
    const id = await withdraw(t, player, '10.00');
    // Stored as an older release let it through: the API refuses it now.
    await t.sql('UPDATE withdrawal_requests SET payment_details = $2 WHERE id = $1', [
      id,
      'IBAN DE89 3704 0044 \u202E0532 0130 00',
    ]);
    const page = await adminPage();
    await page.goto('/admin/withdrawals');
    const row = page.locator(`[data-testid="admin-withdrawal-row"][data-withdrawal-id="${id}"]`);
    const details = row.getByTestId('admin-withdrawal-details');
    await details.waitFor();
    const isolation = (locator: typeof details) =>
      locator.evaluate((element) => [element.tagName, getComputedStyle(element).unicodeBidi]);
    expect(await isolation(details)).toEqual(['DD', 'isolate']);
    expect(await isolation(row.getByTestId('admin-withdrawal-user').locator('bdi'))).toEqual(['BDI', 'isolate']);
    await row.getByTestId('admin-action-approve').click();
    const modal = page.getByTestId('review-form');
    expect(await isolation(modal.getByTestId('review-details'))).toEqual(['P', 'isolate']);
    expect(await isolation(modal.getByTestId('review-user'))).toEqual(['BDI', 'isolate']);
  }, 60_000);
});
