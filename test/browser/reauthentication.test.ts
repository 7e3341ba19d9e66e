/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  addVirtualAuthenticator,
  closeToasts,
  confirmItsYou,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
} from '../support/browser.js';
import { startMailServer, type TestMailServer } from '../support/mail.js';
import { closeAll } from '../support/teardown.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { freshTotpCode } from '../support/two-factor.js';
import { registerSoftPasskey, SoftPasskey } from '../support/webauthn.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Issue 30 §1 in Chromium: a change of sign-in method asks "Confirm it's you" in place (the password, a code or a
 * passkey), then carries on with what the player started; closing the dialog changes nothing. An admin signed
 * in with a passkey alone enters a code on the admin panel's page and goes on. The page is opened as
 * localhost, the RP ID of the tests' PUBLIC_URL, with the DevTools virtual authenticator.
 */
describe('Confirming it is you, in the browser', () => {
  let smtp: TestMailServer;
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startMailServer();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' });
    browser = await launchBrowser(['--host-resolver-rules=MAP localhost 127.0.0.1']);
  });

  afterAll(async () => {
    await closeAll(browser, t);
    await smtp.close();
  });

  async function pageWithAuthenticator(mobile = false): Promise<{ context: BrowserContext; page: Page }> {
    const page = await newPage(browser, t, { mobile, baseURL: t.url.replace('127.0.0.1', 'localhost') });
    const context = page.context();
    await addVirtualAuthenticator(context, page);
    return { context, page };
  }

  const ageProof = (userId: number) =>
    t.sql("UPDATE sessions SET reauthenticated_at = now() - interval '6 minutes' WHERE user_id = $1", [userId]);

  it('asks for the password in place, then adds the passkey; a passkey proves it too; Cancel changes nothing', async () => {
    const player = await fixtures(t).player({ name: 'rab' });
    const { context, page } = await pageWithAuthenticator();
    await signIn(page, player);
    await page.goto('/profile');
    const passkeys = page.getByTestId('passkeys-panel');
    await passkeys.getByTestId('no-passkeys').waitFor();
    await passkeys.getByLabel('Passkey name (optional)').fill('Desk');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();

    // A fresh sign-in is not enough: the dialog asks, in the server's words.
    const dialog = page.getByTestId('reauth-dialog');
    await dialog.getByText('To add a passkey, first confirm it is you').waitFor();
    await screenshot(page, 'reauth-dialog', { withoutToasts: true });
    await dialog.getByLabel('Current password').fill('Not-The-Password-1');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Your current password is incorrect.').waitFor();
    await dialog.getByLabel('Current password').fill(player.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // ...and the passkey is added without a second click.
    await page.getByText('Passkey "Desk" added. You can now sign in with it.').waitFor();
    await passkeys.getByTestId('passkey-row').filter({ hasText: 'Desk' }).waitFor();
    expect(await dialog.count()).toBe(0);

    // Within the five minutes the next change asks nothing.
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByTestId('totp-secret').waitFor();
    expect(await dialog.count()).toBe(0);

    // Five minutes on: Cancel leaves the passkey, and says nothing.
    await closeToasts(page);
    await ageProof(player.id);
    await passkeys.getByRole('button', { name: 'Remove passkey Desk' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('toast-error').count()).toBe(0);
    expect(await passkeys.getByTestId('passkey-row').count()).toBe(1);
    expect(await t.sql('SELECT name FROM passkeys WHERE user_id = $1', [player.id])).toEqual([{ name: 'Desk' }]);

    // The passkey itself as proof: the removal then goes on.
    await passkeys.getByRole('button', { name: 'Remove passkey Desk' }).click();
    await dialog.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByText('The passkey has been removed.').waitFor();
    await passkeys.getByTestId('no-passkeys').waitFor();
    await context.close();
  });

  it('looks right on a phone in the dark scheme, and ends a session after the proof', async () => {
    const player = await fixtures(t).player({ name: 'rap' });
    const { context, page } = await pageWithAuthenticator(true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, player);
    await page.goto('/profile');
    const other = page.getByTestId('session-row').filter({ hasNotText: 'This device' });
    await other.getByRole('button', { name: /^Sign out / }).click();
    // Ending sessions takes the fresh sign-in as before; aged, it asks.
    await page.getByText('The session has been signed out.').waitFor();
    await t.api.post('/api/accounts/login', { body: { username: player.username, password: player.password } });
    await t.sql("UPDATE sessions SET created_at = now() - interval '6 minutes' WHERE user_id = $1", [player.id]);
    await page.reload();
    await closeToasts(page);
    await page
      .getByTestId('session-row')
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^Sign out / })
      .click();
    const dialog = page.getByTestId('reauth-dialog');
    await dialog.getByText('To end sessions, first confirm it is you').waitFor();
    await screenshot(page, 'reauth-dialog-phone-dark', { withoutToasts: true });
    await dialog.getByLabel('Current password').fill(player.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The session has been signed out.').waitFor();
    await context.close();
  });

  it("steps an admin's passkey sign-in up with a code on the admin panel's page", async () => {
    const admin = await fixtures(t).admin();
    const { context, page } = await pageWithAuthenticator();
    await signIn(page, admin);
    await page.goto('/profile');
    await page.getByTestId('passkeys-panel').getByRole('button', { name: 'Add a passkey' }).click();
    // The admin has two-factor on: the dialog offers the code too (the password here: the next code step is
    // kept for the admin panel below).
    const dialog = page.getByTestId('reauth-dialog');
    await dialog.getByText('Authenticator code', { exact: true }).click();
    await dialog.getByLabel('Code from your authenticator app').waitFor();
    await dialog.getByText('Password', { exact: true }).click();
    await confirmItsYou(page, admin.password);
    await page.getByTestId('passkey-row').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/admin/withdrawals');
    const notice = page.getByTestId('admin-code-required');
    await notice.getByText('Enter a code from your authenticator app to use the admin panel').waitFor();
    await closeToasts(page);
    await screenshot(page, 'admin-code-required');
    await notice.getByLabel('Authentication code').fill('000000');
    await notice.getByRole('button', { name: 'Continue to the admin panel' }).click();
    await notice.getByText('That code is not right, or was already used.').waitFor();
    await notice.getByLabel('Authentication code').fill(await freshTotpCode(admin.totpSecret ?? ''));
    await notice.getByRole('button', { name: 'Continue to the admin panel' }).click();
    await page
      .getByRole('heading', { name: /withdrawal/i })
      .first()
      .waitFor();
    expect(await notice.count()).toBe(0);
    await context.close();
  });

  it('keeps a passkey a reset suspended only when the player says it is theirs, from the mailed link', async () => {
    const player = await fixtures(t).player({ name: 'rak' });
    const made = await registerSoftPasskey(
      t.api,
      player.access,
      new SoftPasskey(),
      { current_password: player.password },
      'Phone',
    );
    expect(made.status).toBe(201);
    const email = `${player.username}@example.com`;
    await t.api.post('/api/accounts/password/forgot', { body: { email } });
    const reset = await smtp.waitForMail({ to: email, subject: 'Reset your password' });
    const token = /#token=([A-Za-z0-9_-]+)$/.exec(reset.actionPath ?? '')?.[1];
    const password = 'Quiet-Harbour-Lantern-58';
    expect(
      (
        await t.api.post('/api/accounts/password/reset', {
          body: { token: token ?? '', password, password2: password },
        })
      ).status,
    ).toBe(200);
    const keep = await smtp.waitForMail({ to: email, subject: 'Keep the passkey "Phone"?' });

    const page = await newPage(browser, t);
    await page.goto(keep.actionPath ?? '');
    await page.getByRole('heading', { name: 'Keep this sign-in method?' }).waitFor();
    // Opening the link keeps nothing: the player says so first.
    expect(
      await t.sql('SELECT suspended_at IS NOT NULL AS suspended FROM passkeys WHERE id = $1', [made.body.id]),
    ).toEqual([{ suspended: true }]);
    expect(new URL(page.url()).hash).toBe('');
    await screenshot(page, 'keep-sign-in-method');
    await page.getByRole('button', { name: 'Keep it, it is mine' }).click();
    await page.getByTestId('keep-done').getByText('The passkey "Phone" works again.').waitFor();
    expect(await t.sql('SELECT suspended_at FROM passkeys WHERE id = $1', [made.body.id])).toEqual([
      { suspended_at: null },
    ]);
    await page.context().close();
  });
});
