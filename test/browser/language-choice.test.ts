/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { launchBrowser, newPage, signIn } from '../support/browser.js';
import { translated } from '../support/catalog.js';
import { fixtures } from '../support/fixtures.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';

/**
 * Issue 36 §2, "Done when": a player switches between English, German and Spanish on any page from the footer's
 * menu, at once and without a reload; the choice is remembered on the device and saved on the profile, and it
 * follows the player to another device. The expected words come from the catalogs (web/src/locales).
 */
describe('Choosing the language', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /** The dashboard's navigation link to the tournaments, named in the page's language. */
  const tournamentsLink = (page: Page, locale: 'en' | 'de' | 'es') =>
    page
      .getByRole('navigation', { name: locale === 'en' ? 'Main navigation' : translated(locale, 'Main navigation') })
      .getByRole('link', { name: locale === 'en' ? 'Tournaments' : translated(locale, 'Tournaments'), exact: true });

  it('switches at once from the footer, remembers it, and follows the player to another device', async () => {
    const player = await fixtures(t).player({ name: 'lng' });
    const page = await newPage(browser, t, { as: player });
    await page.goto('/dashboard');
    await tournamentsLink(page, 'en').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // A mark on the window: a reload would wipe it.
    await page.evaluate(() => {
      (window as unknown as { unreloaded: boolean }).unreloaded = true;
    });

    await page.getByTestId('language-menu').selectOption('de');
    await tournamentsLink(page, 'de').waitFor();
    await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
    // Saved on the profile: the API says so.
    await eventually(() => t.api.get('/api/accounts/profile', { token: player.access }), {
      until: (r) => r.body.locale === 'de',
    });

    await page.getByTestId('language-menu').selectOption('es');
    await tournamentsLink(page, 'es').waitFor();
    await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
    await eventually(() => t.api.get('/api/accounts/profile', { token: player.access }), {
      until: (r) => r.body.locale === 'es',
    });
    // Remembered on this device: a reload keeps Spanish.
    await page.reload();
    await tournamentsLink(page, 'es').waitFor();

    // Another device, whose browser speaks English: signing in there brings the player's Spanish.
    const phone = await newPage(browser, t, { mobile: true, locale: 'en-US' });
    await phone.goto('/login');
    await phone.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await signIn(phone, player);
    await phone.locator('html[lang="es"]').waitFor({ state: 'attached' });
    await phone.getByTestId('nav-burger').click();
    await phone
      .getByRole('dialog')
      .getByRole('link', { name: translated('es', 'Tournaments'), exact: true })
      .waitFor();
    await phone.context().close();
    await page.context().close();
  });

  it('answers a signed-out visitor in the language of their browser, and lets them choose another', async () => {
    const page = await newPage(browser, t, { locale: 'es-MX' });
    await page.goto('/login');
    await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: translated('es', 'Sign In'), exact: true }).waitFor();
    // A refusal from the API comes back in the page's language too.
    await page.getByLabel(translated('es', 'Username')).fill('nobody_here');
    await page.getByLabel(translated('es', 'Password')).fill('Wrong-Password-123');
    await page.getByRole('button', { name: translated('es', 'Sign In'), exact: true }).click();
    expect(await page.getByTestId('login-error').innerText()).toContain(
      translated('es', 'Invalid username or password.', 'server'),
    );

    await page.getByTestId('language-menu').selectOption('en');
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await page.context().close();
  });
});
