/// <reference lib="dom" />
import type { Browser, Locator, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { launchBrowser, screenshot, signIn } from '../support/browser.js';
import { fund } from '../support/tournament-helpers.js';
import { freshTotpCode } from '../support/two-factor.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

/** The laptop screen the audit reviewed on (issue 30 §3): the review's Approve must show there without scrolling. */
const LAPTOP = { width: 1366, height: 900 };

/**
 * Issue 30 §3 in the browser: the review dialog asks for the payout reference and shows a second approval, the
 * player sees the reference, and an admin grants the admin role from the user's page with their code.
 */
describe('Paying out in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let alice: Player;
  let bob: Player;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
    alice = await fixtures(t).admin();
    bob = await fixtures(t).admin();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  async function pageAs(who: Player, viewport = LAPTOP, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await browser.newContext({
      baseURL: t.url,
      viewport,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme,
    });
    const page = await context.newPage();
    await signIn(page, who);
    return page;
  }

  /** A player with a pending withdrawal of `amount` to `details`. */
  async function withdrawal(amount: string, details: string, prefix = 'payee') {
    const player = await fixtures(t).player({ name: prefix, verified: true });
    await fund(t, player.id, amount);
    const res = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount, payment_details: details },
      token: player.access,
    });
    expect(res.status).toBe(201);
    return { player, id: res.body.withdrawal.id as number };
  }

  const row = (page: Page, id: number) =>
    page.locator(`[data-testid="admin-withdrawal-row"][data-withdrawal-id="${id}"]`);

  /** Where the element sits in the viewport, and whether it is what a click at its middle would hit. */
  const placement = (locator: Locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        top: box.top,
        bottom: box.bottom,
        viewport: window.innerHeight,
        onTop: hit !== null && (hit === element || element.contains(hit)),
      };
    });

  it('asks for the reference, waits for a second admin over 1,000.00, shows Approve at 1366 × 900, and the player sees the reference', async () => {
    // A farm of accounts paying into one PayPal address, and a withdrawal with long details: a tall review.
    const farm = 'farm.owner@paypal.example';
    for (let i = 0; i < 8; i++) await withdrawal('10.00', farm, 'farm');
    const { player, id } = await withdrawal('1200.00', farm.toUpperCase(), 'bigwin');
    await t.sql('UPDATE withdrawal_requests SET payment_details = $2 WHERE id = $1', [
      id,
      `${farm} — ${'please send it in one payment, the account holder is the same as on my ID card; '.repeat(5)}`,
    ]);

    const page = await pageAs(alice);
    await page.goto('/admin/withdrawals');
    await row(page, id).getByTestId('risk-badge').waitFor();
    await row(page, id).getByTestId('admin-action-approve').click();
    const dialog = page.getByTestId('review-form');
    await dialog.getByTestId('risk-signal').first().waitFor();
    expect(await dialog.getByTestId('risk-signal').count()).toBeGreaterThanOrEqual(3);
    // The first of two approvals: no money is sent yet, so no reference is asked for.
    await dialog.getByTestId('review-second-approval').getByText('A second admin must approve').waitFor();
    expect(await dialog.getByLabel('Payout reference').count()).toBe(0);
    const approve = dialog.getByTestId('review-confirm');
    expect(await placement(approve)).toEqual(expect.objectContaining({ onTop: true }));
    const where = await placement(approve);
    expect(where.top).toBeGreaterThanOrEqual(0);
    expect(where.bottom).toBeLessThanOrEqual(LAPTOP.height);
    await screenshot(page, 'admin-review-first-approval-1366', { viewportOnly: true });
    await approve.click();
    await page.getByText('First approval recorded').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The queue shows who approved first; that admin cannot give the second approval.
    const waiting = row(page, id).getByTestId('admin-first-approval');
    await waiting.getByText(`Approved by ${alice.username}`).waitFor();
    await waiting.getByText('waiting for a second admin').waitFor();
    await row(page, id).getByTestId('admin-action-approve').click();
    await dialog.getByText('You gave the first approval: another admin must give the second.').waitFor();
    expect(await approve.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The second admin pays and records the payment's reference; Approve still shows at 1366 × 900.
    const second = await pageAs(bob);
    await second.goto('/admin/withdrawals');
    await row(second, id).getByTestId('admin-action-approve').click();
    const secondDialog = second.getByTestId('review-form');
    await secondDialog.getByTestId('review-second-approval').getByText(`First approval by ${alice.username}`).waitFor();
    const reference = secondDialog.getByLabel('Payout reference');
    await reference.waitFor();
    const confirm = secondDialog.getByTestId('review-confirm');
    const placed = await placement(confirm);
    expect(placed).toEqual(expect.objectContaining({ onTop: true }));
    expect(placed.bottom).toBeLessThanOrEqual(LAPTOP.height);
    await confirm.click();
    await secondDialog
      .getByText('Enter the payout reference: the PayPal, bank or chain transaction id of the payment.')
      .waitFor();
    await reference.fill('5TY05013RG002845M');
    await screenshot(second, 'admin-review-second-approval-1366', { viewportOnly: true });
    // On a phone, in the dark, the decision stays in view as well.
    await second.setViewportSize({ width: 390, height: 844 });
    await second.emulateMedia({ colorScheme: 'dark' });
    const onPhone = await placement(confirm);
    expect(onPhone).toEqual(expect.objectContaining({ onTop: true }));
    expect(onPhone.bottom).toBeLessThanOrEqual(844);
    await screenshot(second, 'admin-review-second-approval-phone-dark', { viewportOnly: true });
    await confirm.click();
    await second.getByText('Withdrawal approved').first().waitFor();
    await secondDialog.waitFor({ state: 'hidden' });
    await second.getByTestId('admin-status-filter').getByText('Approved').click();
    await row(second, id).getByTestId('admin-payout-reference').getByText('5TY05013RG002845M').waitFor();

    // The player sees the reference with the approved withdrawal, on a phone too, in the dark.
    const phone = await pageAs(player, { width: 390, height: 844 }, 'dark');
    await phone.goto('/wallet');
    const item = phone.locator(`[data-testid="withdrawal-item"][data-withdrawal-id="${id}"]`);
    await item.getByText('Funds will arrive soon').waitFor();
    await item.getByTestId('withdrawal-payout-reference').getByText('5TY05013RG002845M').waitFor();
    await screenshot(phone, 'wallet-payout-reference-phone-dark');
  }, 180_000);

  it('grants and revokes the admin role from the user page, with the admin’s code', async () => {
    const player = await fixtures(t).player({ name: 'helper' });
    const page = await pageAs(alice);
    await page.goto(`/admin/users/${player.id}`);
    await page.getByTestId('admin-user-name').filter({ hasText: player.username }).waitFor();
    await page.getByTestId('grant-admin').click();
    const dialog = page.getByTestId('role-dialog');
    await dialog.getByText('They set up two-factor sign-in before any admin page opens for them.').waitFor();
    await dialog.getByLabel('Your authentication code').fill('000000');
    await dialog.getByTestId('role-confirm').click();
    await dialog.getByText('That code is not right, or was already used. Enter the current code.').waitFor();
    expect(await fixtures(t).roleOf(player)).toBe('PLAYER');
    await dialog.getByLabel('Your authentication code').fill(await freshTotpCode(alice.totpSecret!));
    await screenshot(page, 'admin-user-grant-role');
    await dialog.getByTestId('role-confirm').click();
    await page.getByText(`${player.username} is now an admin`).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('admin-user-profile').getByText('Admin', { exact: true }).waitFor();

    await page.getByTestId('revoke-admin').click();
    await dialog.getByLabel('Your authentication code').fill(await freshTotpCode(alice.totpSecret!));
    await dialog.getByTestId('role-confirm').click();
    await page.getByText(`${player.username} is no longer an admin`).first().waitFor();
    await page.getByTestId('grant-admin').waitFor();
    const events = await t.sql<{ type: string }>(
      "SELECT type FROM domain_events WHERE aggregate_type = 'user' AND aggregate_id = $1 AND type LIKE 'AdminRole%' ORDER BY id",
      [String(player.id)],
    );
    expect(events.map((e) => e.type)).toEqual(['AdminRoleGranted', 'AdminRoleRevoked']);
  }, 120_000);
});
