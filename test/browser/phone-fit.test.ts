/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { apiIdleWaiter, launchBrowser, newPage, overflowing } from '../support/browser.js';
import { fixtures } from '../support/fixtures.js';
import type { Player } from '../support/api-client.js';
import { closeAll } from '../support/teardown.js';

/**
 * Words stay whole on the smallest phones, in every language (issue 36 §4, issue 5): a sweep of a signed-in
 * player's pages at 320 and 390 px in English, German and Spanish found a heading running off the screen
 * ("Verantwortungsvoll"), buttons cut ("Set up two-factor authentication", "Challenge", "Withdraw"), a status
 * squeezing a tournament's name to nothing, "Sciss…" in the move picker, and a top bar 3 to 19 px too wide. Each
 * page is measured for text cut off or past the screen's edge (test/support/browser.ts), and for a page wider
 * than the screen.
 */
describe('Every page fits a small phone in every language', () => {
  let t: TestApp;
  let browser: Browser;
  let viewer: Player;
  const paths: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
    viewer = await fixtures(t).player({ name: 'fit', funds: '1234.50' });
    const other = await fixtures(t).player({ name: 'fitother', funds: '100.00' });
    const cup = await fixtures(t).tournament({ by: viewer, name: 'Fit Cup', max_players: 4, entry_fee: '5.00' });
    paths.push(
      '/dashboard',
      '/tournaments',
      `/tournament/${cup.id}`,
      '/wallet',
      '/profile',
      '/leaderboard',
      '/safer-play',
      `/player/${other.username}`,
      '/practice',
      '/notifications',
      '/challenges',
    );
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  it.each([
    ['en-US', 320],
    ['de-DE', 320],
    ['de-DE', 390],
    ['es-ES', 320],
    ['es-ES', 390],
  ])(
    '%s at %i px',
    async (locale, width) => {
      const page = await newPage(browser, t, { as: viewer, mobile: true, locale });
      await page.setViewportSize({ width, height: 800 });
      const idle = apiIdleWaiter(page, 300);
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await idle();
        for (const found of await page.evaluate(overflowing, 'body')) problems.push(`${path}: ${found}`);
        const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (wider > 0) problems.push(`${path}: the page is ${wider} px wider than the screen`);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
    120_000,
  );
});
