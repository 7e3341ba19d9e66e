/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { launchBrowser, newPage, overflowing, screenshot } from '../support/browser.js';
import { translated, translatedPattern } from '../support/catalog.js';
import { fixtures } from '../support/fixtures.js';
import { BEATEN_BY, computerMove } from '../support/practice.js';
import { closeAll } from '../support/teardown.js';
import type { Browser } from 'playwright-core';

/**
 * Issue 36 §3 and §4: a match played in German at phone size. The browser asks for German (its Accept-Language),
 * so the first visit is in German; the move clock, the live region's announcements and the result are German, as
 * the German catalog says (the test reads its expectations from web/src/locales/de, so it never keeps a second
 * copy of a translation). The top bar, the move picker and the wallet are measured for text cut off or overflowing.
 */

describe('A match in German at phone size', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  const fits = async (page: Page, selector: string) => expect(await page.evaluate(overflowing, selector)).toEqual([]);

  it('speaks German from the first visit: the clock, the announcements and the result', async () => {
    const player = await fixtures(t).player({ name: 'dgm', funds: '1234.50' });
    const page = await newPage(browser, t, { as: player, mobile: true, locale: 'de-DE' });
    await page.goto('/wallet');
    await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
    // Money as German writes it, in the wallet and the top bar.
    await page
      .getByTestId('wallet-balance')
      .filter({ hasText: /^1\.234,50$/ })
      .waitFor();
    await fits(page, 'header');
    await fits(page, 'main');
    await screenshot(page, 'german-wallet-phone');

    await page.goto('/dashboard');
    await page.getByTestId('dashboard-practice').click();
    await page.waitForURL(/\/match\/\d+$/);
    const matchId = Number(/\/match\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    await page.getByTestId('choose-move').waitFor();
    await fits(page, '[data-testid="choose-move"]');
    await fits(page, '[data-testid="countdown"]');
    // The screen reader's timer: "Dein Zug: 0:42 übrig" (whatever the catalog says), never the English words.
    expect(await page.getByTestId('countdown-timer').innerText()).toMatch(
      new RegExp(translatedPattern('de', 'Your move: {clock} left').source.replace(/\$$/, '')),
    );
    expect(await page.getByTestId('match-tournament').innerText()).toBe(translated('de', 'Practice'));
    await screenshot(page, 'german-match-phone');

    const winning = BEATEN_BY[await computerMove(t, matchId)];
    await page.getByTestId(`choice-${winning}`).click();
    await page.getByTestId('submit-choice').click();
    await page.getByTestId('match-complete').waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: translated('de', 'You beat the computer!') }).waitFor();
    // The live region said the game's result and the match's end in German.
    const said = await page.getByTestId('match-announcer').innerText();
    expect(said).toMatch(new RegExp(translatedPattern('de', 'You won game {n}: {what}').source.slice(1, -1)));
    expect(said).toMatch(
      new RegExp(translatedPattern('de', 'Match over: you won the match, {score}.').source.slice(1, -1)),
    );
    expect(said).not.toMatch(/You won|Match over/);
    await screenshot(page, 'german-match-complete-phone');
    await page.context().close();
  }, 120_000);
});
