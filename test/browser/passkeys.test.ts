/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import {
  addVirtualAuthenticator,
  confirmItsYou,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
} from '../support/browser.js';
import { startMailServer, type TestMailServer } from '../support/mail.js';
import { closeAll } from '../support/teardown.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Issue 21 §3 in Chromium with the DevTools virtual authenticator: a passkey registered on the Security page,
 * then a sign-in with it alone, no username or password. The page is opened as localhost, the RP ID the
 * tests' PUBLIC_URL gives (WebAuthn refuses an IP address such as 127.0.0.1).
 */
describe('Passkeys in the browser', () => {
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

  it('registers a passkey on the Security page, then signs in with it alone', async () => {
    const player = await fixtures(t).player({ name: 'pkb' });
    const page = await newPage(browser, t, { baseURL: t.url.replace('127.0.0.1', 'localhost') });
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page.context(), page);

    await signIn(page, player);
    await page.goto('/profile');
    const panel = page.getByTestId('passkeys-panel');
    await panel.getByTestId('no-passkeys').waitFor();
    await panel.getByLabel('Passkey name (optional)').fill('Test laptop');
    await panel.getByRole('button', { name: 'Add a passkey' }).click();
    await confirmItsYou(page, player.password);
    await page.getByText('Passkey "Test laptop" added. You can now sign in with it.').waitFor();
    await panel.getByTestId('passkey-row').filter({ hasText: 'Test laptop' }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);
    await smtp.waitForMail({ to: `${player.username}@example.com`, subject: 'A passkey was added to your account' });
    await screenshot(page, 'security-passkeys', { withoutToasts: true });

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Login successful! Welcome back!').waitFor();
    const me = await page.evaluate(() => Object.values(localStorage).join(' '));
    expect(me).toContain(player.username);

    // The passkey's sign-in is listed among the sessions, as this device; the passkey shows its use.
    await page.goto('/profile');
    await page.getByTestId('session-row').filter({ hasText: 'This device' }).waitFor();
    await page.getByTestId('passkey-row').filter({ hasText: 'last used' }).waitFor();
    // On a phone each other session's Sign out keeps its words beside the session's details (it was squeezed
    // to "Sig"): the label's text fits the box it is drawn in.
    await page.setViewportSize({ width: 390, height: 844 });
    const signOuts = page.getByTestId('session-row').getByRole('button', { name: /^Sign out / });
    expect(await signOuts.count()).toBeGreaterThan(0);
    for (const button of await signOuts.all()) {
      const clipped = await button.evaluate((element) =>
        [element, ...element.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth),
      );
      expect({ clipped, text: await button.innerText() }).toEqual({ clipped: false, text: 'Sign out' });
    }
    await page.context().close();
  });

  it('says so when the device holds no passkey for the account', async () => {
    const page = await newPage(browser, t, { baseURL: t.url.replace('127.0.0.1', 'localhost') });
    await addVirtualAuthenticator(page.context(), page, {});
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByTestId('login-error').getByText('The passkey prompt was closed or timed out.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });
});
