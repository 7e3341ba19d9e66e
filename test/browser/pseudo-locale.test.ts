/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { join } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Issue 36 §3: nothing left in English by mistake. In the pseudo-locale every message reads as accented English
 * between ⟦ and ⟧, and Intl writes Greek (web/src/lib/intl.ts), so any Latin word outside those brackets on a page
 * is text that no message carries. Every route and every dialog, signed out, as a player and as an admin, on the
 * text a person sees and the labels a screen reader reads. User content (names, tournament names and descriptions)
 * is marked `data-user-content` in the markup and skipped.
 */

/**
 * The words on the page as it is now that no message carries, with where they were. A pseudo-localized word has
 * accented letters ("Ŕũĺēś"); a word of plain ASCII letters came from elsewhere. Skipped: user content
 * (`data-user-content`), data that is never translated (`translate="no"`: a version, an environment's name), the
 * server's own words (`data-server-text`: a notice written in the player's saved language, which the server's
 * tests check in each language), and a prize's toast, made of such a notice.
 */
function unmarkedText(): string[] {
  // The brand, the units, protocols and codes no translation changes; an all-capitals code (EUR, IBAN) is one too.
  const SAME_IN_EVERY_LANGUAGE = /^(Spockout|Spock|PayPal|Stripe|ms|vs|[A-Z]{2,5})$/;
  const SKIPPED =
    '[data-user-content], [translate="no"], [data-server-text], [data-testid="toast-prize"], script, style, noscript, template';
  const found: string[] = [];
  const skipped = (el: Element | null) => !el || el.closest(SKIPPED) !== null;
  const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
  const offending = (text: string) =>
    text
      .split(/[^\p{L}]+/u)
      .filter((word) => /^[A-Za-z]{2,}$/.test(word) && !SAME_IN_EVERY_LANGUAGE.test(word))
      .join(' ');
  // What the page shows as user content or data, taken out of a label that also names it ("Join Psd Open Cup").
  const userTexts = [...document.querySelectorAll('[data-user-content], [translate="no"]')]
    .map((el) => el.textContent.trim())
    .filter((text) => text.length > 0)
    .sort((a, b) => b.length - a.length);
  const withoutUserText = (value: string) => userTexts.reduce((rest, text) => rest.split(text).join(' '), value);

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || skipped(el) || !visible(el)) continue;
    const words = offending(withoutUserText(node.nodeValue ?? ''));
    if (words)
      found.push(`"${words}" in <${el.tagName.toLowerCase()}> "${(node.nodeValue ?? '').trim().slice(0, 60)}"`);
  }
  // What a screen reader reads instead of, or beside, the text.
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
    if (skipped(el) || !visible(el)) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(name);
      if (!value) continue;
      const words = offending(withoutUserText(value));
      if (words) found.push(`"${words}" in ${name} of <${el.tagName.toLowerCase()}> "${value.slice(0, 60)}"`);
    }
  }
  return found;
}

describe('The pseudo-locale: no text outside a message', () => {
  let t: TestApp;
  let browser: Browser;
  let player: Player;
  let rival: Player;
  let admin: Player;
  const ids = { open: 0, finished: 0, done: 0 };
  let problems: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ MOVE_TIMEOUT_SECONDS: '2', MATCH_START_GRACE_SECONDS: '0' });
    browser = await launchBrowser();
    admin = await fixtures(t).admin();
    player = await fixtures(t).player({ funds: '600.00', name: 'psd', verified: true });
    rival = await fixtures(t).player({ funds: '500.00', name: 'psr' });
    // A finished final (the timer plays it), a waiting cup and a pending withdrawal: every state a page shows.
    const finished = await fixtures(t).tournament({
      by: player,
      name: 'Psd Done Cup',
      max_players: 2,
      entry_fee: '5.00',
    });
    expect((await join(t, rival, finished.id)).status).toBe(200);
    ids.finished = finished.id;
    const [done] = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: finished.id } },
        token: player.access,
      })
    ).body;
    ids.done = done.id;
    await eventually(
      () => t.api.get('/api/tournaments/{id}', { params: { path: { id: finished.id } }, token: player.access }),
      { until: (r) => r.body.status === 'COMPLETED', timeout: 60_000 },
    );
    // The player holds a seat in the open cup, so its page offers to leave it.
    ids.open = (
      await fixtures(t).tournament({
        by: rival,
        name: 'Psd Open Cup',
        max_players: 4,
        entry_fee: '5.00',
        joinedBy: [player],
      })
    ).id;
    const withdrawal = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '20.00', payment_method: 'PAYPAL', payment_details: 'psd@example.com' },
      token: player.access,
    });
    expect(withdrawal.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await closeAll(browser, t);
  });

  beforeEach(() => {
    problems = [];
  });

  /** Records what the page shows outside a message now, under the name of what was checked. */
  async function sweep(page: Page, name: string) {
    // The page's own content has rendered in the pseudo-locale: its main heading or dialog is bracketed.
    await page.locator('html[lang="en-XA"]').waitFor({ state: 'attached' });
    for (const found of await page.evaluate(unmarkedText)) problems.push(`${name}: ${found}`);
  }

  /**
   * Opens a dialog or popover by its control on a page, sweeps it, and closes it: a dialog as a keyboard would
   * (Escape), a popover that toggles by pressing its control again.
   */
  async function openAndSweep(page: Page, path: string, control: string, name: string, close = 'Escape') {
    await page.goto(path);
    await page.getByTestId(control).first().click();
    await page.getByRole('dialog').first().waitFor();
    await sweep(page, name);
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await page.getByTestId(control).first().click();
    await page.getByRole('dialog').first().waitFor({ state: 'detached' });
  }

  async function visit(page: Page, path: string, ready: string) {
    await page.goto(path);
    await page.locator(ready).first().waitFor({ timeout: 15_000 });
    await sweep(page, path);
  }

  it('marks every word of the public pages', async () => {
    const page = await newPage(browser, t, { chosenLocale: 'pseudo' });
    for (const [path, ready] of [
      ['/', 'h1'],
      ['/login', 'form'],
      ['/register', 'form'],
      ['/forgot-password', 'form'],
      ['/reset-password', 'main h1, main h2'],
      ['/verify-email', 'main h1, main h2'],
      ['/confirm-email', 'main h1, main h2'],
      ['/safer-play', 'main h1'],
      ['/leaderboard', 'main h1'],
      ['/live', 'main h1'],
      [`/player/${player.username}`, 'main h1'],
      ['/no-such-page', 'main h1, main h2'],
    ] as const) {
      await visit(page, path, ready);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  }, 180_000);

  it("marks every word of a player's pages and dialogs", async () => {
    const page = await newPage(browser, t, { as: player, chosenLocale: 'pseudo' });
    for (const [path, ready] of [
      ['/dashboard', 'main h1'],
      ['/tournaments', '[data-testid="tournament-card"]'],
      ['/tournaments?tab=mine', '[data-testid="tournament-card"]'],
      [`/tournament/${ids.finished}`, '[data-testid="tournament-bracket"]'],
      [`/tournament/${ids.finished}/history`, '[data-testid="history-match"]'],
      [`/tournament/${ids.open}`, 'main h1'],
      [`/match/${ids.done}`, '[data-testid="match-complete"]'],
      ['/wallet', '[data-testid="transaction-on-hold"]'],
      ['/profile', 'main h1'],
      ['/safer-play', 'main h1'],
    ] as const) {
      await visit(page, path, ready);
    }

    for (const [path, control, name] of [
      ['/tournaments', 'create-tournament-button', 'create tournament dialog'],
      ['/tournaments', 'challenge-button', 'challenge dialog'],
      [`/tournament/${ids.open}`, 'leave-tournament', 'leave tournament dialog'],
      ['/wallet', 'deposit-button', 'deposit dialog'],
      ['/wallet', 'withdraw-button', 'withdraw dialog'],
      ['/wallet', 'request-cancellation-button', 'cancel withdrawal dialog'],
      ['/dashboard', 'notification-bell', 'inbox'],
    ] as const) {
      await openAndSweep(page, path, control, name);
    }
    await openAndSweep(page, '/dashboard', 'live-indicator', 'live updates popover', 'toggle');
    await page.goto(`/match/${ids.done}`);
    await page.getByTestId('rules-button').click();
    await page.getByTestId('rules').waitFor();
    await sweep(page, 'match rules');
    await page.context().close();

    // The phone's navigation drawer.
    const phone = await newPage(browser, t, { as: player, chosenLocale: 'pseudo', mobile: true });
    await phone.goto('/dashboard');
    await phone.getByTestId('nav-burger').click();
    await phone.getByRole('dialog').waitFor();
    await sweep(phone, 'navigation drawer');
    await phone.context().close();
    expect(problems).toEqual([]);
  }, 300_000);

  it("marks every word of the admin's pages and dialog", async () => {
    const page = await newPage(browser, t, { as: admin, chosenLocale: 'pseudo' });
    for (const [path, ready] of [
      ['/admin/withdrawals', '[data-testid="admin-withdrawal-row"]'],
      ['/admin/ledger', 'main table'],
      ['/admin/events', 'main h1, main h2'],
      ['/admin/users', 'main table'],
      ['/admin/finance', '[data-testid="finance-day-row"]'],
      ['/admin/sit-and-go', 'main h1, main h2'],
      [`/admin/users/${player.id}`, 'main h1, main h2'],
    ] as const) {
      await visit(page, path, ready);
    }
    await page.goto('/admin/withdrawals');
    await page.getByTestId('admin-withdrawal-row').first().getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await sweep(page, 'review withdrawal dialog');
    for (const [path, control, name] of [
      [`/admin/users/${player.id}`, 'grant-admin', 'role dialog'],
      [`/admin/users/${player.id}`, 'block-user', 'block dialog'],
      ['/admin/sit-and-go', 'sit-and-go-new', 'new house table dialog'],
      ['/admin/sit-and-go', 'sit-and-go-edit', 'edit house table dialog'],
      ['/admin/sit-and-go', 'sit-and-go-delete', 'delete house table dialog'],
    ] as const) {
      await openAndSweep(page, path, control, name);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  }, 180_000);
});
