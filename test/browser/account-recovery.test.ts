/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { type Player } from '../support/api-client.js';
import { launchBrowser, newPage, screenshot, signIn } from '../support/browser.js';
import { startMailServer, type TestMailServer } from '../support/mail.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

const NEW_PASSWORD = 'Velvet-Canyon-Lamp-58';

/** Issue 21 §2 in Chromium: forgot password, the mail read from the test's SMTP server, a new sign-in. */
describe('Account recovery in the browser', () => {
  let smtp: TestMailServer;
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startMailServer();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
    await smtp.close();
  });

  it.each([
    ['desktop', false],
    ['phone', true],
  ])('forgot password, the mailed link, a new password and a sign-in with it (%s)', async (_label, mobile) => {
    const player: Player = await fixtures(t).player({ name: 'fgt' });
    const email = `${player.username}@example.com`;
    const suffix = mobile ? '-mobile' : '';
    const page = await newPage(browser, t, { mobile });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await screenshot(page, `forgot-password${suffix}`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText('If an account uses that email address, we sent it a link to reset the password.', { exact: false })
      .waitFor();
    await screenshot(page, `forgot-password-sent${suffix}`);

    const mail = await smtp.waitForMail({ to: email, subject: 'Reset your password' });
    expect(mail.actionPath).toMatch(/^\/reset-password#token=/);
    await page.goto(mail.actionPath as string);
    await page.getByLabel('New password', { exact: true }).waitFor();
    // The token is read, then taken out of the address bar.
    await page.waitForFunction(() => window.location.hash === '');
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('Something-Else-77');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await screenshot(page, `reset-password${suffix}`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your password has been reset. Please sign in with your new password.').waitFor();

    await signIn(page, { username: player.username, password: NEW_PASSWORD });
    await page.getByText('Wallet Balance').waitFor();
    // The reset link reached the address: it counts as verified, so no banner asks for it.
    expect(await page.getByTestId('verify-email-banner').count()).toBe(0);
    await page.context().close();
  });

  it('opens the verification link, and the banner goes', async () => {
    const player = await fixtures(t).player({ name: 'vfy' });
    const email = `${player.username}@example.com`;
    // Signed in without the form (it has tests of its own), on the dashboard with its banner.
    const page = await newPage(browser, t, { as: player });
    await page.goto('/dashboard');
    await page.getByTestId('verify-email-banner').waitFor();
    await screenshot(page, 'verify-email-banner');
    // The registration's link first: a resend makes it void, and the outbox may deliver the two in either order
    // under load, so the resent one is only known as such once the first has arrived.
    await smtp.waitForMail({ to: email, subject: 'Verify your email address' });
    await page.getByRole('button', { name: 'Resend' }).click();
    await page.getByText('We sent a new verification link to your email address.').waitFor();
    const latest = await smtp.waitForMail({ to: email, subject: 'Verify your email address' });
    await page.goto(latest.actionPath as string);
    // Whichever answer the page shows, so that a refusal fails with its words instead of a timeout.
    const answer = page.locator('[data-testid="email-link-done"], [data-testid="email-link-error"]');
    await answer.waitFor({ timeout: 60_000 });
    expect(await answer.innerText()).toContain('Your email address is verified.');
    await screenshot(page, 'verify-email-done');
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByTestId('security-panel').getByText('Verified').waitFor();
    expect(await page.getByTestId('verify-email-banner').count()).toBe(0);
    await screenshot(page, 'profile-security');
    // The same link opened again says what is true, not "invalid or has expired" (issue 34 §2).
    await page.goto(latest.actionPath as string);
    await answer.waitFor({ timeout: 60_000 });
    expect(await answer.innerText()).toBe('This address is already verified.');
    expect(await page.getByTestId('email-link-done').count()).toBe(1);
    await page.context().close();
  }, 120_000);
});
