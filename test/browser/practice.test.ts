import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { uniqueName } from '../support/api-client.js';
import { expectAccessible } from '../support/axe.js';
import { launchBrowser, newPage, screenshot, switchColorScheme } from '../support/browser.js';
import { fixtures } from '../support/fixtures.js';
import { BEATEN_BY, computerMove } from '../support/practice.js';
import { closeAll } from '../support/teardown.js';

/**
 * Issue 33 §5 in the browser: practice against the computer from the dashboard, played to its result and verified,
 * and from the home page, through sign-up, for a visitor.
 */

describe('Practice against the computer in the browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /** The page's match id, from its address. */
  const matchIdOf = (page: Page) => Number(/\/match\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

  it('starts from the dashboard, is labelled Practice, and plays a Blitz game to its result', async () => {
    const player = await fixtures(t).player({ name: 'pwd' });
    const page = await newPage(browser, t, { as: player });
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-practice').click();
    await page.waitForURL(/\/match\/\d+$/);
    const matchId = matchIdOf(page);

    await page.getByTestId('choose-move').waitFor();
    expect(await page.getByTestId('match-tournament').innerText()).toBe('Practice');
    await page.getByRole('heading', { name: 'Practice against the computer', level: 1 }).waitFor();
    await page.getByTestId('practice-note').waitFor();
    // The computer's move is sealed, not being chosen: the page shows its commitment, and nothing of the move.
    const [commitment] = await t.sql<{ c: string }>(
      "SELECT encode(sha256(decode(fairness_seed, 'hex')), 'hex') AS c FROM games WHERE match_id = $1",
      [matchId],
    );
    expect(await page.getByTestId('computer-sealed').innerText()).toContain(commitment.c.slice(0, 8));
    await page.getByText('Computer (practice)').first().waitFor();
    // The computer has no player page to link to.
    expect(await page.getByRole('link', { name: 'Computer (practice)' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, scheme);
      await expectAccessible(page, `practice match (${scheme})`);
      await screenshot(page, `practice-match-${scheme}`);
    }

    const winning = BEATEN_BY[await computerMove(t, matchId)];
    await page.getByTestId(`choice-${winning}`).click();
    await page.getByTestId('submit-choice').click();
    await page.getByTestId('match-complete').waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: 'You beat the computer!' }).waitFor();
    expect(await page.getByTestId('match-winner').innerText()).toContain(player.username);
    // The computer's move was the seed's: verified in the browser, and never called a time-out's random move.
    expect(await page.getByTestId('auto-move').count()).toBe(0);
    await page.getByRole('button', { name: 'Verify game 1' }).click();
    const verified = page.getByTestId('fairness-result');
    await verified.waitFor();
    expect(await verified.getAttribute('data-ok')).toBe('true');
    expect(await verified.innerText()).toContain("Computer (practice)'s random move");
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, scheme);
      await expectAccessible(page, `practice match complete (${scheme})`);
      await screenshot(page, `practice-complete-${scheme}`);
    }

    // Nothing counted: the dashboard still shows no win.
    await page.getByTestId('back-to-dashboard').click();
    await page.waitForURL('**/dashboard');
    expect(await page.getByTestId('dashboard-wins').innerText()).toBe('0');
    expect(await page.getByTestId('dashboard-balance').innerText()).toContain('0.00');
    await page.context().close();
  });

  it('leads a signed-out visitor from the home page through sign-up to a practice match', async () => {
    const page = await newPage(browser, t);
    await page.goto('/');
    await page.getByTestId('home-practice').click();
    await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('redirect') === '/practice');
    // Signing in instead keeps the way to practice.
    const signIn = page.getByRole('link', { name: 'Sign in', exact: true }).and(page.locator('[href*="practice"]'));
    await signIn.waitFor();
    expect(new URL((await signIn.getAttribute('href')) ?? '', t.url).searchParams.get('redirect')).toBe('/practice');

    const username = uniqueName('pwh');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Practice-Pass-2468');
    await page.getByLabel('Confirm Password').fill('Practice-Pass-2468');
    await page.getByRole('button', { name: /create account|register/i }).click();
    await page.waitForURL(/\/match\/\d+$/, { timeout: 15_000 });
    await page.getByTestId('choose-move').waitFor();
    expect(await page.getByTestId('match-tournament').innerText()).toBe('Practice');
    await screenshot(page, 'practice-from-home', { withoutToasts: true });
    // The page started one match (React's development double effects aside, the server would answer it again).
    const [row] = await t.sql<{ n: string }>(
      'SELECT count(*) AS n FROM matches m JOIN users u ON u.id = m.player1_id WHERE m.practice AND u.username = $1',
      [username],
    );
    expect(Number(row.n)).toBe(1);
    await page.context().close();
  });

  it('leads a signed-out visitor who signs in to a practice match too', async () => {
    const player = await fixtures(t).player({ name: 'pwl' });
    const page = await newPage(browser, t);
    await page.goto('/register?redirect=/practice');
    // The link carries the redirect once the page has read its address (its search schema loads on first use).
    await page.getByRole('link', { name: 'Sign in', exact: true }).and(page.locator('[href*="practice"]')).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/practice');
    // The register page stays on screen until the login page's code loads: fill the login form's fields.
    const form = page.getByTestId('login-form');
    await form.getByLabel('Username').fill(player.username);
    await form.getByLabel('Password').fill(player.password);
    await form
      .getByRole('button', { name: /sign in|log in/i })
      .first()
      .click();
    await page.waitForURL(/\/match\/\d+$/, { timeout: 15_000 });
    await page.getByTestId('choose-move').waitFor();
    await page.context().close();
  });
});
