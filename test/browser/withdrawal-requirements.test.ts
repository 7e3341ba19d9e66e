/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { GOOD_PASSWORD, uniqueName, type Player } from '../support/api-client.js';
import { expectAccessible } from '../support/axe.js';
import { launchBrowser, newPage, screenshot, switchColorScheme } from '../support/browser.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { closeAll } from '../support/teardown.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { fund } from '../support/tournament-helpers.js';

/**
 * Issue 24 §4 in Chromium: the withdraw dialog names the account steps still missing, links to where each is done,
 * and lets the request through once they are.
 */
describe('Withdrawal requirements in the browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /** Registered as the spec does (no date of birth), with an unverified address and 50.00 coins. */
  async function undeclaredPlayer(): Promise<Player> {
    const username = uniqueName('bwreq');
    const res = await t.api.post('/api/accounts/register', {
      body: {
        username,
        email: `${username}@example.com`,
        password: GOOD_PASSWORD,
        password2: GOOD_PASSWORD,
      },
    });
    expect(res.status).toBe(201);
    const player = { id: res.body.user.id, username, password: GOOD_PASSWORD, ...res.body.tokens };
    await fund(t, player.id, '50.00');
    return player;
  }

  /** Signed in (the form has tests of its own), in the system's motion, as the axe checks want it. */
  const pageFor = (player: Player, phone: boolean, colorScheme: 'light' | 'dark'): Promise<Page> =>
    newPage(browser, t, { mobile: phone, colorScheme, motion: 'no-preference', as: player });

  const openWithdraw = async (page: Page) => {
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    return page.getByRole('dialog', { name: 'Request Withdrawal' });
  };

  it('lists what is missing with links, then withdraws once the date and the address are there', async () => {
    const player = await undeclaredPlayer();
    const page = await pageFor(player, false, 'light');
    const dialog = await openWithdraw(page);
    const needs = dialog.getByTestId('withdraw-requirements');
    await needs.getByText('Before you can withdraw').waitFor();
    await needs.getByTestId('withdraw-needs-email').getByText('Verify your email address.').waitFor();
    await needs.getByTestId('withdraw-needs-date_of_birth').getByText('Declare your date of birth.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Request Withdrawal' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'withdraw requirements, desktop light');
    await screenshot(page, 'withdraw-requirements-desktop');

    // The link leads to the profile's date of birth, where it is declared once.
    await needs.getByRole('link', { name: 'Declare it on your profile' }).click();
    await page.waitForURL('**/profile#date-of-birth');
    const setting = page.getByTestId('date-of-birth-setting');
    await setting.getByTestId('profile-date-of-birth').fill('1990-04-01');
    await screenshot(page, 'profile-date-of-birth-desktop');
    await setting.getByRole('button', { name: 'Confirm' }).click();
    await setting.getByTestId('date-of-birth-value').getByText('Confirmed: 1990-04-01.').waitFor();
    expect(
      await t.sql("SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS d FROM player_protection WHERE user_id = $1", [
        player.id,
      ]),
    ).toEqual([{ d: '1990-04-01' }]);

    // The dialog now asks only for the address; once verified, the request goes through.
    const again = await openWithdraw(page);
    await again.getByTestId('withdraw-needs-email').waitFor();
    expect(await again.getByTestId('withdraw-needs-date_of_birth').count()).toBe(0);
    await verifyEmailOf(t, player);
    await page.reload();
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const ready = page.getByRole('dialog', { name: 'Request Withdrawal' });
    await ready.getByLabel('Amount').fill('20');
    await ready.getByLabel('Payment details').fill('me@paypal.example');
    await ready.getByRole('button', { name: 'Request Withdrawal' }).click();
    await page.getByText('Withdrawal request submitted!').waitFor();
    expect(await t.sql('SELECT amount FROM withdrawal_requests WHERE user_id = $1', [player.id])).toEqual([
      { amount: '2000' },
    ]);
  }, 180_000);

  it('says the same on a phone and in the dark scheme, with no axe violation', async () => {
    const player = await undeclaredPlayer();
    // On the phone the dialog is opened once: checked light, then dark as the system's scheme changes under it.
    const phone = await pageFor(player, true, 'light');
    const phoneDialog = await openWithdraw(phone);
    for (const [scheme, name] of [
      ['light', 'withdraw-requirements-phone'],
      ['dark', 'withdraw-requirements-phone-dark'],
    ] as const) {
      await switchColorScheme(phone, scheme);
      await phoneDialog.getByTestId('withdraw-needs-date_of_birth').waitFor();
      await expectAccessible(phone, `withdraw requirements, phone ${scheme}`);
      await screenshot(phone, name);
    }
    await phone.goto('/profile#date-of-birth');
    await phone.getByTestId('profile-date-of-birth').waitFor();
    await expectAccessible(phone, 'profile date of birth, phone dark');
    await screenshot(phone, 'profile-date-of-birth-phone-dark');
    await phone.context().close();

    const desktop = await pageFor(player, false, 'dark');
    const desktopDialog = await openWithdraw(desktop);
    await desktopDialog.getByTestId('withdraw-needs-date_of_birth').waitFor();
    await expectAccessible(desktop, 'withdraw requirements, desktop dark');
    await screenshot(desktop, 'withdraw-requirements-desktop-dark');
    await desktop.context().close();
  }, 300_000);
});
