/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, uniqueName, type Player } from '../support/api-client.js';
import { launchBrowser, newPage as newBrowserPage, screenshot, signIn } from '../support/browser.js';
import { expectAccessible } from '../support/axe.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

/** Issue 30 in the browser: the refusal's pointer to Safer play, and the admin's view and clearing of a hold. */
describe('The exclusion register and review holds in the browser (issue 30)', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  const newPage = (mobile = false): Promise<Page> => newBrowserPage(browser, t, { mobile });

  async function register(email: string, dateOfBirth?: string): Promise<Player> {
    const username = uniqueName('bexc');
    const res = await t.api.post('/api/accounts/register', {
      body: {
        username,
        email,
        password: GOOD_PASSWORD,
        password2: GOOD_PASSWORD,
        ...(dateOfBirth ? { date_of_birth: dateOfBirth } : {}),
      },
    });
    expect(res.status).toBe(201);
    return { id: res.body.user.id, username, password: GOOD_PASSWORD, access: res.body.tokens.access, refresh: '' };
  }

  it('refuses a registration with a plus-tag of an excluded email, and points to Safer play', async () => {
    const stem = uniqueName('bse').replace(/[^a-z0-9]/g, '');
    const excluded = await register(`${stem}@gmail.com`, '1985-05-05');
    expect(
      (await t.api.post('/api/accounts/self_exclude', { body: { months: 6 }, token: excluded.access })).status,
    ).toBe(200);

    const page = await newPage();
    await page.goto('/register');
    await page.getByTestId('register-username').fill(uniqueName('again'));
    await page.getByTestId('register-email').fill(`${stem.slice(0, 2)}.${stem.slice(2)}+again@gmail.com`);
    await page.getByTestId('register-password').fill(GOOD_PASSWORD);
    await page.getByTestId('register-password2').fill(GOOD_PASSWORD);
    await page.getByTestId('register-submit').click();
    const alert = page.getByTestId('register-error');
    await alert.getByText(/covered by a self-exclusion or time-out that is still in force/).waitFor();
    await screenshot(page, 'register-excluded', { withoutToasts: true });
    await expectAccessible(page, 'a refused registration', '[data-testid="register-form"]');
    // Safer play is for the signed in: the excluded player signs in with the account they have, and lands there.
    await alert.getByRole('link', { name: 'Go to Safer play' }).click();
    await page.waitForURL('**/login**');
    await signIn(page, excluded, '**/safer-play');
    await page.getByTestId('safer-play-figures').waitFor();
  });

  it("shows the admin why an account is held and every date it tried, and clears it with the admin's note", async () => {
    const young = await register(`${uniqueName('byoung')}@example.com`);
    const underAge = `${new Date().getUTCFullYear() - 15}-03-01`;
    expect(
      (await t.api.put('/api/accounts/profile', { body: { date_of_birth: underAge }, token: young.access })).status,
    ).toBe(400);
    expect(
      (await t.api.put('/api/accounts/profile', { body: { date_of_birth: '1991-03-01' }, token: young.access })).status,
    ).toBe(400);

    const admin = await fixtures(t).admin();
    const page = await newPage();
    await signIn(page, admin);
    await page.goto(`/admin/users/${young.id}`);
    const held = page.getByTestId('review-hold-open');
    await held.getByText('Date of birth refused as under age.').waitFor();
    await held.getByText(`(${underAge})`, { exact: false }).waitFor();
    const attempts = page.getByTestId('date-of-birth-attempts');
    await attempts.getByRole('cell', { name: underAge }).waitFor();
    await attempts.getByRole('cell', { name: '1991-03-01' }).waitFor();
    await attempts.getByText('Refused: after an under-age date').waitFor();
    await screenshot(page, 'admin-review-hold');
    await expectAccessible(page, 'a held account (desktop, light)');

    // Clearing before an admin has set a proved date is refused, with the server's reason in the dialog.
    await held.getByRole('button', { name: 'Clear hold' }).click();
    const dialog = page.getByRole('dialog', { name: `Clear the review hold of ${young.username}?` });
    await dialog.getByRole('button', { name: 'Clear hold' }).click();
    await dialog.getByText('Say what you checked.').waitFor();
    await dialog.getByLabel('What you checked').fill('Passport seen: born 1991-03-01.');
    await dialog.getByRole('button', { name: 'Clear hold' }).click();
    await dialog
      .getByTestId('clear-hold-error')
      .getByText(/Set the date of birth the player has proved/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const corrected = await t.api.put('/api/admin/users/{id}/date_of_birth', {
      params: { path: { id: young.id } },
      body: { date_of_birth: '1991-03-01' },
      token: admin.access,
    });
    expect(corrected.status).toBe(200);
    await held.getByRole('button', { name: 'Clear hold' }).click();
    await dialog.getByLabel('What you checked').fill('Passport seen: born 1991-03-01.');
    await dialog.getByRole('button', { name: 'Clear hold' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByTestId('review-hold-cleared')
      .getByText(/Passport seen: born 1991-03-01\./)
      .waitFor();
    expect(await held.count()).toBe(0);
    const protection = await t.api.get('/api/admin/users/{id}/protection', {
      params: { path: { id: young.id } },
      token: admin.access,
    });
    expect(protection.body.review.held).toBe(false);
    expect(
      (await t.api.post('/api/economy/wallet/deposit', { body: { amount: '5.00' }, token: young.access })).status,
    ).toBe(200);
  });

  it('shows a held account on a phone, in the dark', async () => {
    const young = await register(`${uniqueName('bphone')}@example.com`);
    const underAge = `${new Date().getUTCFullYear() - 16}-07-09`;
    expect(
      (await t.api.put('/api/accounts/profile', { body: { date_of_birth: underAge }, token: young.access })).status,
    ).toBe(400);
    const page = await newPage(true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, await fixtures(t).admin());
    await page.goto(`/admin/users/${young.id}`);
    await page.getByTestId('review-hold-open').getByRole('button', { name: 'Clear hold' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-review-hold-phone-dark');
    await page.locator('html[data-mantine-color-scheme="dark"]').waitFor({ state: 'attached' });
    await expectAccessible(page, 'a held account (phone, dark)');
  });
});
