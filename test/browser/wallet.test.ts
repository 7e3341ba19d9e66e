/// <reference lib="dom" />
import type { Browser, Locator, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { launchBrowser, newPage, recordApiCalls, screenshot } from '../support/browser.js';
import { closeAll } from '../support/teardown.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { fixtures } from '../support/fixtures.js';

describe('Wallet and admin review in the browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  async function depositAndWithdraw(player: Player, funds: string, amount: string, details: string) {
    await verifyEmailOf(t, player);
    await t.api.post('/api/economy/wallet/deposit', { body: { amount: funds }, token: player.access });
    const res = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount, payment_method: 'PAYPAL', payment_details: details },
      token: player.access,
    });
    expect(res.status).toBe(201);
    return res.body.withdrawal as { id: number };
  }

  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const withdrawalItem = (page: Page, id: number): Locator =>
    page.locator(`[data-testid="withdrawal-item"][data-withdrawal-id="${id}"]`);
  const adminRow = (page: Page, id: number): Locator =>
    page.locator(`[data-testid="admin-withdrawal-row"][data-withdrawal-id="${id}"]`);

  async function expectNoHorizontalOverflow(page: Page) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  it('deposits, withdraws and requests a cancellation, with the balance and transactions following', async () => {
    const player = await fixtures(t).player({ name: 'wal', verified: true });
    const page = await newPage(browser, t, { as: player });
    const calls = recordApiCalls(page);
    await page.goto('/dashboard');

    await page.getByRole('link', { name: 'Wallet' }).first().click();
    await page.waitForURL('**/wallet');
    await expect(page.getByTestId('wallet-balance').textContent()).resolves.toBe('0.00');
    await page.getByText('No transactions yet').waitFor();

    // Deposit
    await page.getByRole('button', { name: 'Deposit' }).click();
    const deposit = dialog(page, 'Deposit Coins');
    await deposit.getByText('Min: 0.01, Max: 10,000.00 coins').waitFor();
    await deposit.getByLabel('Amount').fill('10000.01');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await deposit.getByText('Maximum deposit is 10,000.00 coins').waitFor();
    expect(calls.filter((c) => c.includes('/wallet/deposit'))).toEqual([]);
    await deposit.getByLabel('Amount').fill('125.50');
    await screenshot(page, 'wallet-deposit-modal');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByText('Deposit successful!').waitFor();
    await deposit.waitFor({ state: 'hidden' });
    await page.getByTestId('wallet-balance').filter({ hasText: '125.50' }).waitFor();
    const depositRow = page.locator('[data-testid="transaction-item"][data-type="DEPOSIT"]');
    await depositRow.getByText('+125.50').waitFor();
    await depositRow.getByText('Balance: 125.50').waitFor();
    await depositRow.getByText('Deposit', { exact: true }).waitFor();

    // Withdraw: more than the balance is refused in the form, then a valid request goes through.
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = dialog(page, 'Request Withdrawal');
    await withdraw.getByText('Min: $10.00').waitFor();
    await expect(withdraw.getByLabel('Payment method').inputValue()).resolves.toBe('PAYPAL');
    await withdraw.getByLabel('Amount').fill('200');
    await withdraw.getByLabel('Payment details').fill('IBAN DE89 3704 0044 0532 0130 00');
    await withdraw.getByRole('button', { name: 'Request Withdrawal' }).click();
    await withdraw.getByText('Amount exceeds your available balance').waitFor();
    expect(calls.filter((c) => c.includes('/withdraw/'))).toEqual([]);
    await withdraw.getByLabel('Amount').fill('40');
    await withdraw.getByLabel('Payment method').selectOption('BANK_TRANSFER');
    await screenshot(page, 'wallet-withdraw-modal');
    await withdraw.getByRole('button', { name: 'Request Withdrawal' }).click();
    await page.getByText('Withdrawal request submitted!').waitFor();
    await withdraw.waitFor({ state: 'hidden' });
    await page.getByTestId('wallet-balance').filter({ hasText: '85.50' }).waitFor();
    const first = withdrawalItem(
      page,
      Number(await page.getByTestId('withdrawal-item').first().getAttribute('data-withdrawal-id')),
    );
    await first.getByText('Awaiting admin review').waitFor();
    await first.getByText('40.00').waitFor();
    await first.getByText('Bank Transfer').waitFor();
    await first.getByText('IBAN DE89 3704 0044 0532 0130 00').waitFor();
    await page.locator('[data-testid="transaction-item"][data-type="WITHDRAW"]').getByText('-40.00').waitFor();

    // A second request, which the player then asks to cancel.
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await withdraw.getByLabel('Amount').fill('15');
    await withdraw.getByLabel('Payment details').fill('me@paypal.example');
    await withdraw.getByRole('button', { name: 'Request Withdrawal' }).click();
    await withdraw.waitFor({ state: 'hidden' });
    await page.getByTestId('wallet-balance').filter({ hasText: '70.50' }).waitFor();
    await page.getByTestId('withdrawal-item').first().getByText('15.00').waitFor();
    const second = withdrawalItem(
      page,
      Number(await page.getByTestId('withdrawal-item').first().getAttribute('data-withdrawal-id')),
    );

    await second.getByRole('button', { name: 'Request Cancellation' }).click();
    const cancel = dialog(page, 'Request Withdrawal Cancellation');
    await cancel.getByRole('button', { name: 'Submit Request' }).click();
    await cancel.getByText('Please select a cancellation reason').waitFor();
    expect(calls.filter((c) => c.includes('/request_cancellation'))).toEqual([]);
    await cancel.getByLabel('Cancellation reason').selectOption({ label: 'Changed mind' });
    await screenshot(page, 'wallet-cancel-modal');
    await cancel.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('Cancellation request submitted. Admin will review your request.').waitFor();
    await second.getByTestId('cancellation-requested-badge').getByText('Cancellation Requested').waitFor();
    await second.getByText('Changed mind').waitFor();
    const requested = second.getByRole('button', { name: 'Cancellation Requested' });
    await expect(requested.isDisabled()).resolves.toBe(true);
    // The other pending request still offers cancellation.
    await expect(first.getByRole('button', { name: 'Request Cancellation' }).isEnabled()).resolves.toBe(true);

    await screenshot(page, 'wallet', { withoutToasts: true });

    // The dashboard's wallet card shows the new balance.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByTestId('dashboard-balance').filter({ hasText: '70.50' }).waitFor();
    await page.context().close();
  });

  it('puts the cancellation back and shows the server message when the request is refused', async () => {
    const player = await fixtures(t).player({ name: 'rb' });
    const withdrawal = await depositAndWithdraw(player, '30.00', '12.00', 'rb@paypal.example');
    const page = await newPage(browser, t, { as: player });
    // The refusal is held until the test has seen the optimistic badge: a fixed delay let a loaded machine draw
    // the badge and take it away between two of the locator's looks (a CI run waited 30 s for it).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/economy/wallet/request_cancellation/', async (route) => {
      await answered;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Cancellation is closed for maintenance.' }),
      });
    });
    await page.goto('/wallet');
    const item = withdrawalItem(page, withdrawal.id);
    await item.getByRole('button', { name: 'Request Cancellation' }).click();
    await dialog(page, 'Request Withdrawal Cancellation')
      .getByLabel('Cancellation reason')
      .selectOption('WRONG_DESTINATION');
    await dialog(page, 'Request Withdrawal Cancellation').getByRole('button', { name: 'Submit Request' }).click();
    // Optimistic: the badge shows before the server answers, then goes when it refuses.
    await item.getByTestId('cancellation-requested-badge').waitFor();
    answer();
    await page.getByText('Cancellation is closed for maintenance.').waitFor();
    await item.getByTestId('cancellation-requested-badge').waitFor({ state: 'detached' });
    await expect(item.getByRole('button', { name: 'Request Cancellation' }).isEnabled()).resolves.toBe(true);
    await page.context().close();
  });

  it("shows 'Failed to load wallet data. Please try again.' when the wallet cannot be read, and recovers on retry", async () => {
    const player = await fixtures(t).player({ name: 'down' });
    const page = await newPage(browser, t, { as: player });
    await page.route('**/api/economy/wallet/me/', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' }),
    );
    await page.goto('/wallet');
    await page.getByText('Failed to load wallet data. Please try again.').waitFor();
    await page.unroute('**/api/economy/wallet/me/');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('wallet-balance').filter({ hasText: '0.00' }).waitFor();
    await page.context().close();
  });

  it('lets an admin approve a withdrawal with notes and decide a cancellation; the player sees the outcome', async () => {
    const player = await fixtures(t).player({ name: 'payee' });
    const toApprove = await depositAndWithdraw(player, '80.00', '25.00', 'payee@paypal.example');
    const toCancel = await t.api.post('/api/economy/wallet/withdraw', {
      body: {
        amount: '20.00',
        payment_method: 'CRYPTO',
        payment_details: 'USDT TRC20 T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
      },
      token: player.access,
    });
    await t.api.post('/api/economy/wallet/request_cancellation', {
      body: { withdrawal_id: toCancel.body.withdrawal.id, reason: 'INCORRECT_AMOUNT' },
      token: player.access,
    });
    const admin = await fixtures(t).admin();

    const page = await newPage(browser, t, { as: admin });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await page.waitForURL('**/admin/withdrawals');
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: /Withdrawals/ })
      .waitFor();

    const row = adminRow(page, toApprove.id);
    await row.getByText(player.username).waitFor();
    await row.getByText('payee@paypal.example').waitFor();
    const cancelRow = adminRow(page, toCancel.body.withdrawal.id);
    await cancelRow.getByText('Cancellation Requested').waitFor();
    await cancelRow.getByText('Incorrect amount').waitFor();
    // An open cancellation is decided first: that row offers only the cancellation actions.
    await expect(cancelRow.getByRole('button', { name: /^Approve request/ }).count()).resolves.toBe(0);
    await screenshot(page, 'admin-withdrawals');

    await row.getByRole('button', { name: /^Approve request/ }).click();
    const approve = dialog(page, 'Approve withdrawal');
    await approve.getByLabel('Admin notes').fill('Paid to PayPal, ref 7731.');
    // The approval that releases the money records the payment's reference (issue 30 §3).
    await approve.getByLabel('Payout reference').fill('7731');
    await screenshot(page, 'admin-review-modal');
    await approve.getByRole('button', { name: 'Approve withdrawal' }).click();
    await page.getByText('Withdrawal approved').first().waitFor();
    await row.waitFor({ state: 'detached' });

    // The cancellation filter, then approving the cancellation refunds the player. The list is read again for the
    // filter: a click while that load runs can land on the page the router then swaps for its loader (after a
    // second, on a loaded machine), taking the dialog with it, so the click waits for the filtered list.
    const filtered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.startsWith('/api/admin/withdrawals') && url.searchParams.has('cancellation_requested');
    });
    await page.getByRole('switch', { name: 'Only cancellation requests' }).check();
    await page.waitForURL(/cancellation=true/);
    await filtered;
    await page.locator('[aria-label="Withdrawal requests"]:not([data-loading])').waitFor();
    await cancelRow.getByRole('button', { name: /^Approve cancellation/ }).click();
    const approveCancel = dialog(page, 'Approve cancellation');
    await approveCancel.getByLabel('Admin notes').fill('Refunded as asked.');
    await approveCancel.getByRole('button', { name: 'Approve cancellation' }).click();
    await page.getByText('Cancellation approved').first().waitFor();
    await cancelRow.waitFor({ state: 'detached' });

    await page.getByRole('switch', { name: 'Only cancellation requests' }).uncheck();
    await page.getByTestId('admin-status-filter').getByText('Approved').click();
    await page.waitForURL(/status=APPROVED/);
    await adminRow(page, toApprove.id).getByText('Paid to PayPal, ref 7731.').waitFor();

    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: /Ledger/ })
      .click();
    await page.waitForURL('**/admin/ledger');
    await expect(page.getByTestId('ledger-total').textContent()).resolves.toBe('0.00');
    await page.getByTestId('ledger-balanced').getByText('Balanced').waitFor();
    await page.getByRole('cell', { name: 'Cash out' }).waitFor();
    await screenshot(page, 'admin-ledger', { withoutToasts: true });
    await page.context().close();

    const playerPage = await newPage(browser, t, { as: player });
    await playerPage.goto('/wallet');
    const approved = withdrawalItem(playerPage, toApprove.id);
    await approved.getByText('Funds will arrive soon').waitFor();
    await expect(approved.getByTestId('withdrawal-status').getAttribute('data-status')).resolves.toBe('APPROVED');
    await approved.getByText('Paid to PayPal, ref 7731.').waitFor();
    await expect(approved.getByRole('button', { name: /Request Cancellation/ }).count()).resolves.toBe(0);
    const cancelled = withdrawalItem(playerPage, toCancel.body.withdrawal.id);
    await cancelled.getByText('Cancelled', { exact: true }).waitFor();
    await cancelled.getByText('Refunded as asked.').waitFor();
    await playerPage.getByTestId('wallet-balance').filter({ hasText: '55.00' }).waitFor();
    await playerPage
      .locator('[data-testid="transaction-item"][data-type="WITHDRAWAL_REFUND"]')
      .getByText('+20.00')
      .waitFor();
    await screenshot(playerPage, 'wallet-reviewed', { withoutToasts: true });
    await playerPage.context().close();
  });

  it('shows the 403 page to a player who opens /admin', async () => {
    const player = await fixtures(t).player({ name: 'nosy' });
    const page = await newPage(browser, t, { as: player });
    const calls = recordApiCalls(page);
    await page.goto('/dashboard');
    // The navigation is drawn (its Wallet link), and it has no Admin link.
    await page.getByRole('link', { name: 'Wallet' }).first().waitFor();
    await expect(page.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);
    for (const path of ['/admin', '/admin/ledger']) {
      await page.goto(path);
      await page.getByText("You don't have permission to view this page").waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(calls.filter((c) => c.includes('/api/admin/'))).toEqual([]);
    await screenshot(page, 'admin-forbidden');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });

  it('fits a phone-width screen: the wallet, its modals and the admin panel', async () => {
    const player = await fixtures(t).player({ name: 'phone' });
    const withdrawal = await depositAndWithdraw(
      player,
      '60.00',
      '10.00',
      'a-rather-long-paypal-address-for-a-phone@paypal.example',
    );
    await t.api.post('/api/economy/wallet/request_cancellation', {
      body: { withdrawal_id: withdrawal.id, reason: 'OTHER' },
      token: player.access,
    });
    const page = await newPage(browser, t, { mobile: true, as: player });
    await page.goto('/wallet');
    await withdrawalItem(page, withdrawal.id).getByText('Cancellation Requested').first().waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'wallet-mobile');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await dialog(page, 'Request Withdrawal').getByLabel('Payment details').waitFor();
    await expectNoHorizontalOverflow(page);
    await page.context().close();

    const adminPage = await newPage(browser, t, { mobile: true, as: await fixtures(t).admin() });
    await adminPage.goto('/admin');
    await adminPage.waitForURL('**/admin/withdrawals');
    await adminRow(adminPage, withdrawal.id).waitFor();
    await expectNoHorizontalOverflow(adminPage);
    await screenshot(adminPage, 'admin-withdrawals-mobile');
    await adminPage.context().close();
  });
});
