/// <reference lib="dom" />
import { CommandBus } from '@nestjs/cqrs';
import type { Browser, Page } from 'playwright-core';
import { EnsureAdmin } from '../../src/modules/identity/contracts/ensure-admin.command.js';
import { uniqueName } from '../support/api-client.js';
import { confirmItsYou, launchBrowser, newPage, screenshot } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';
import { enrolTotp, freshTotpCode } from '../support/two-factor.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { fund } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

/** Issue 21 §3 in Chromium: enrolling TOTP from the QR page and signing in with a code; the admin sent to enrolment. */
describe('Two-factor sign-in in the browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /**
   * On the Profile page's Security section: sets up TOTP (confirming it is the player with the password, issue 30
   * §1), reads the secret shown, confirms with its code.
   */
  async function enrolFromProfile(page: Page, password: string): Promise<{ secret: string; codes: string[] }> {
    const panel = page.getByTestId('two-factor-panel');
    await panel.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await confirmItsYou(page, password);
    await panel.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const secret = (await panel.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'two-factor-setup');
    await panel.getByLabel('Authentication code').fill(await freshTotpCode(secret));
    await panel.getByRole('button', { name: 'Turn on' }).click();
    const list = panel.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    await screenshot(page, 'two-factor-recovery-codes', { withoutToasts: true });
    await panel.getByRole('button', { name: 'I saved them' }).click();
    await expect(panel.getByTestId('two-factor-status').textContent()).resolves.toBe('On');
    return { secret, codes };
  }

  it('enrols from the QR page, then signs in with a code, or with a recovery code', async () => {
    const player = await fixtures(t).player({ name: 'tfab' });
    // Signed in before two-factor is on (by registering): the sign-ins with it, below, are the subject.
    const page = await newPage(browser, t, { as: player });
    await page.goto('/profile');
    const { secret, codes } = await enrolFromProfile(page, player.password);
    const [{ enabled }] = await t.sql<{ enabled: boolean }>(
      'SELECT two_factor_enabled_at IS NOT NULL AS enabled FROM users WHERE id = $1',
      [player.id],
    );
    expect(enabled).toBe(true);

    // A new browser: the password, then the second step.
    const fresh = await newPage(browser, t);
    await fresh.goto('/login');
    await fresh.getByLabel('Username').fill(player.username);
    await fresh.getByLabel('Password').fill(player.password);
    await fresh.getByRole('button', { name: 'Sign In', exact: true }).click();
    await fresh.getByLabel('Authentication code').waitFor();
    await screenshot(fresh, 'two-factor-sign-in');
    await fresh.getByLabel('Authentication code').fill('000000');
    await fresh.getByRole('button', { name: 'Verify' }).click();
    await fresh.getByTestId('mfa-error').getByText('That code is not right, or was already used.').waitFor();
    await fresh.getByLabel('Authentication code').fill(await freshTotpCode(secret));
    await fresh.getByRole('button', { name: 'Verify' }).click();
    await fresh.waitForURL('**/dashboard');

    // Another browser: "use a recovery code".
    const other = await newPage(browser, t);
    await other.goto('/login');
    await other.getByLabel('Username').fill(player.username);
    await other.getByLabel('Password').fill(player.password);
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await other.getByRole('button', { name: 'Use a recovery code' }).click();
    await other.getByLabel('Recovery code').fill(codes[0]);
    await other.getByRole('button', { name: 'Verify' }).click();
    await other.waitForURL('**/dashboard');
  });

  it('asks for a code in the withdraw dialog when two-factor is on', async () => {
    const player = await fixtures(t).player({ name: 'tfaw' });
    const { secret } = await enrolTotp(t.api, player);
    await verifyEmailOf(t, player);
    await fund(t, player.id, '50.00');
    // Signed in without the form (its second step is the test above): the dialog's code is the subject.
    const page = await newPage(browser, t, { as: player });
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Request Withdrawal' });
    await withdraw.getByLabel('Amount').fill('20');
    await withdraw.getByLabel('Payment details').fill('me@paypal.example');
    await withdraw.getByRole('button', { name: 'Request Withdrawal' }).click();
    await withdraw
      .getByTestId('withdraw-error')
      .getByText('Enter the code from your authenticator app to confirm.')
      .waitFor();
    await withdraw.getByLabel('Authentication code').fill(await freshTotpCode(secret));
    await screenshot(page, 'two-factor-withdraw');
    await withdraw.getByRole('button', { name: 'Request Withdrawal' }).click();
    await page.getByText('Withdrawal request submitted!').waitFor();
    await withdraw.waitFor({ state: 'hidden' });
    expect(await t.sql('SELECT amount FROM withdrawal_requests WHERE user_id = $1', [player.id])).toEqual([
      { amount: '2000' },
    ]);
  });

  it('sends an admin without two-factor to enrolment, and opens the panel once it is on', async () => {
    const username = uniqueName('tfadm');
    const password = 'Admin-Pass-12345';
    await t.app.get(CommandBus).execute(new EnsureAdmin({ username, password, email: `${username}@example.com` }));
    const login = await t.api.post('/api/accounts/login', { body: { username, password } });
    expect(login.status).toBe(200);
    const page = await newPage(browser, t, { as: login.body.tokens });
    await page.goto('/admin/withdrawals');
    const notice = page.getByTestId('admin-two-factor-required');
    await notice.getByText('Set up two-factor authentication to use the admin panel.').waitFor();
    await screenshot(page, 'admin-two-factor-required');
    await notice.getByRole('link', { name: 'Set up two-factor authentication' }).click();
    await page.waitForURL('**/profile#two-factor');
    await enrolFromProfile(page, password);
    await page.goto('/admin/withdrawals');
    await page
      .getByRole('heading', { name: /withdrawal/i })
      .first()
      .waitFor();
    expect(await notice.count()).toBe(0);
  });
});
