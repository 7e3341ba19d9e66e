/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { axeRecords, expectAccessible } from '../support/axe.js';
import { launchBrowser, newPage, screenshot, switchColorScheme } from '../support/browser.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { join } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { noticeOf } from '../support/notification-helpers.js';
import { fixtures } from '../support/fixtures.js';
const SIZES = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } } as const;
const SCHEMES = ['light', 'dark'] as const;
type Size = keyof typeof SIZES;

/**
 * Issue 23 §2: axe-core's WCAG 2.2 A and AA rules on every page and every dialog, at desktop and phone size, in
 * the light and the dark scheme (the system's, emulated), with no violation.
 */
describe('Accessibility (axe-core, WCAG 2.2 AA)', () => {
  let t: TestApp;
  let browser: Browser;
  let player: Player;
  let rival: Player;
  let admin: Player;
  let playerIsChampion = false;
  const ids = { open: 0, running: 0, finished: 0, match: 0, done: 0, user: 0 };

  beforeAll(async () => {
    t = await startTestApp({ MOVE_TIMEOUT_SECONDS: '2', MATCH_START_GRACE_SECONDS: '0' });
    browser = await launchBrowser();
    admin = await fixtures(t).admin();
    [player, rival] = [
      await fixtures(t).player({ funds: '60000.00', name: 'axe' }),
      await fixtures(t).player({ funds: '500.00', name: 'axr' }),
    ];
    await verifyEmailOf(t, player);
    ids.user = player.id;
    // A finished final (the timer plays it), a waiting cup, a running match, a pending withdrawal.
    const finished = await fixtures(t).tournament({
      by: player,
      name: 'Axe Done Cup',
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
      () => t.api.get('/api/matches/{id}', { params: { path: { id: done.id } }, token: player.access }),
      {
        until: (r) => r.body.is_complete === true,
        timeout: 60_000,
      },
    );
    // The timer decides who won; a champion's prize notice is there before any page loads (it comes with an event).
    const cup = await eventually(
      () => t.api.get('/api/tournaments/{id}', { params: { path: { id: finished.id } }, token: player.access }),
      {
        until: (r) => r.body.status === 'COMPLETED',
      },
    );
    playerIsChampion = cup.body.winner === player.id;
    if (playerIsChampion) await noticeOf(t, player, 'prize_won');
    ids.open = (
      await fixtures(t).tournament({ by: rival, name: 'Axe Open Cup', max_players: 4, entry_fee: '5.00' })
    ).id;
    const withdrawal = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '20.00', payment_method: 'PAYPAL', payment_details: 'axe@example.com' },
      token: player.access,
    });
    expect(withdrawal.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await closeAll(browser, t);
    // The figures for docs/accessibility.md.
    const total = axeRecords.reduce((n, r) => n + r.violations, 0);
    console.log(`axe: ${axeRecords.length} checks, ${total} violations`);
  });

  /**
   * A page at the size, in the system's motion (as most players see the pages), signed in as `as` without the form
   * (it has tests of its own; signing in also left a toast that had to be closed before a check).
   */
  const pageAt = (size: Size, as?: Player): Promise<Page> =>
    newPage(browser, t, { viewport: SIZES[size], motion: 'no-preference', as });
  /**
   * Checks the page as it is in the light scheme, then in the dark one: the system's scheme is switched under the
   * loaded page, which follows it as it would a phone going dark at dusk. One load serves both checks.
   */
  async function expectAccessibleInBothSchemes(page: Page, size: Size, name: string) {
    for (const scheme of SCHEMES) {
      await switchColorScheme(page, scheme);
      await expectAccessible(page, `${name} (${size}, ${scheme})`);
    }
  }

  /** Waits for the page's own content, not a loader, before axe reads it. */
  async function visit(page: Page, path: string, ready: string) {
    await page.goto(path);
    await page.locator(ready).first().waitFor({ timeout: 15_000 });
  }

  for (const size of Object.keys(SIZES) as Size[]) {
    const check = (page: Page, name: string) => expectAccessibleInBothSchemes(page, size, name);

    it(`public pages, ${size}, light and dark`, async () => {
      const a = await pageAt(size);
      for (const [path, ready] of [
        ['/', 'h1'],
        ['/login', 'form'],
        ['/register', 'form'],
        ['/forgot-password', 'form'],
        ['/reset-password', 'main h1, main h2'],
        ['/verify-email', 'main h1, main h2'],
        ['/confirm-email', 'main h1, main h2'],
        ['/no-such-page', 'main h1, main h2'],
      ]) {
        await visit(a, path, ready);
        await check(a, path);
      }
      await a.context().close();
    }, 300_000);

    it(`a player's pages and dialogs, ${size}, light and dark`, async () => {
      const p = await pageAt(size, player);
      // A prize is toasted once, on the first page a browser shows after it, and stays until closed: the landing
      // page takes it, as a sign-in's did, and it is closed as a player would, so the pages below stand without it.
      await visit(p, '/dashboard', 'main h1');
      if (playerIsChampion) {
        const prize = p.getByTestId('toast-prize');
        await prize.getByRole('button', { name: 'Close notification' }).click();
        await prize.waitFor({ state: 'detached' });
      }
      const pages: [string, string][] = [
        ['/dashboard', 'main h1'],
        ['/tournaments', '[data-testid="tournament-card"]'],
        ['/tournaments?tab=mine', '[data-testid="tournament-card"]'],
        [`/tournament/${ids.finished}`, '[data-testid="tournament-bracket"]'],
        [`/tournament/${ids.finished}/history`, '[data-testid="history-match"]'],
        [`/tournament/${ids.open}`, 'main h1'],
        [`/match/${ids.done}`, '[data-testid="match-complete"]'],
        ['/leaderboard', 'table'],
        ['/wallet', '[data-testid="transaction-on-hold"]'],
        ['/profile', 'main h1'],
      ];
      for (const [path, ready] of pages) {
        await visit(p, path, ready);
        await check(p, path);
      }
      // Each check leaves the page in the dark scheme.
      if (size === 'phone') await screenshot(p, 'dark-profile-phone');

      // Dialogs and popovers, each open.
      await visit(p, '/tournaments', '[data-testid="tournament-card"]');
      await p.getByRole('button', { name: '+ Create Tournament' }).click();
      await p.getByRole('dialog', { name: 'Create Tournament' }).waitFor();
      await check(p, 'create tournament dialog');
      await p.keyboard.press('Escape');

      await visit(p, '/wallet', '[data-testid="withdrawal-item"]');
      await p.getByRole('button', { name: 'Deposit' }).click();
      await p.getByRole('dialog', { name: 'Deposit' }).waitFor();
      await check(p, 'deposit dialog');
      await p.keyboard.press('Escape');
      await p.getByRole('dialog').waitFor({ state: 'detached' });
      await p.getByRole('button', { name: 'Withdraw' }).click();
      await p.getByRole('dialog', { name: 'Withdraw' }).waitFor();
      await check(p, 'withdraw dialog');
      await p.keyboard.press('Escape');
      await p.getByRole('dialog').waitFor({ state: 'detached' });
      if (size === 'desktop') await screenshot(p, 'dark-wallet');

      await visit(p, `/match/${ids.done}`, '[data-testid="match-complete"]');
      await p.getByRole('button', { name: 'Rules' }).click();
      await p.getByTestId('rules').waitFor();
      await check(p, 'match rules');
      await p.keyboard.press('Escape');

      if (size === 'phone') {
        await p.getByTestId('nav-burger').click();
        await p.getByRole('dialog').waitFor();
        await check(p, 'navigation drawer');
        await p.keyboard.press('Escape');
      }
      await p.context().close();
    }, 300_000);

    it(`the admin's pages and dialog, ${size}, light and dark`, async () => {
      const ad = await pageAt(size, admin);
      for (const [path, ready] of [
        ['/admin/withdrawals', '[data-testid="admin-withdrawal-row"]'],
        ['/admin/ledger', 'main table'],
        ['/admin/events', 'main h1, main h2'],
        ['/admin/users', 'main table'],
        ['/admin/finance', '[data-testid="finance-day-row"]'],
        ['/admin/sit-and-go', '[data-testid="sit-and-go-row"]'],
        [`/admin/users/${ids.user}`, 'main h1, main h2'],
      ] as const) {
        await visit(ad, path, ready);
        await check(ad, path);
      }
      await visit(ad, '/admin/withdrawals', '[data-testid="admin-withdrawal-row"]');
      await ad.getByTestId('admin-withdrawal-row').first().getByRole('button').first().click();
      await ad.getByRole('dialog').waitFor();
      await check(ad, 'review withdrawal dialog');
      await ad.keyboard.press('Escape');
      await ad.context().close();
    }, 300_000);
  }
});
