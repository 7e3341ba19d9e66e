/// <reference lib="dom" />
import type { Browser, Locator, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { launchBrowser, newPage, recordApiCalls, screenshot, signIn } from '../support/browser.js';
import { join } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const DEPOSIT_NOT_A_NUMBER = 'Enter a plain amount such as 25.50 (Min: 0.01, Max: 10,000.00 coins)';

/** Issue 12, section 6: what a player hit in the browser. */
describe('What a player hit in the browser (issue 12)', () => {
  let t: TestApp;
  let browser: Browser;
  let admin: Player;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
    admin = await fixtures(t).admin();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

  /** Plays a Blitz final over HTTP: `winner` throws ROCK, `loser` SCISSORS. */
  async function playBlitzFinal(winner: Player, loser: Player) {
    const tournament = await fixtures(t).tournament({
      by: winner,
      name: 'Final Cup',
      entry_fee: '5.00',
      max_players: 2,
      game_mode: 'BLITZ',
    });
    expect((await join(t, loser, tournament.id)).status).toBe(200);
    const [match] = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: winner.access,
      })
    ).body;
    const game = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: match.id } }, token: winner.access })
    ).body;
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.id } },
          body: { choice: 'ROCK' },
          token: winner.access,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.id } },
          body: { choice: 'SCISSORS' },
          token: loser.access,
        })
      ).status,
    ).toBe(200);
    return { tournamentId: tournament.id as number, matchId: match.id as number };
  }

  describe('amount fields', () => {
    it('refuses -5 and 1e3 instead of depositing 5.00 or 13.00, and drops the error once the amount is right', async () => {
      const player = await fixtures(t).player({ name: 'amt', verified: true });
      const page = await newPage(browser, t, { as: player });
      const calls = recordApiCalls(page);
      await page.goto('/wallet');
      await page.getByRole('button', { name: 'Deposit' }).click();
      const deposit = dialog(page, 'Deposit Coins');
      const amount = deposit.getByLabel('Amount');
      const submit = deposit.getByRole('button', { name: 'Deposit', exact: true });

      for (const typed of ['-5', '1e3']) {
        await amount.fill('');
        await amount.pressSequentially(typed);
        await expect(amount.inputValue()).resolves.toBe(typed);
        await submit.click();
        await deposit.getByText(DEPOSIT_NOT_A_NUMBER).waitFor();
      }
      await amount.fill('12.345');
      await submit.click();
      await deposit.getByText('Use at most two decimal places').waitFor();
      expect(calls.filter((c) => c.includes('/wallet/deposit'))).toEqual([]);

      // Corrected: the message goes as the text becomes right, before any submit.
      await amount.fill('12.34');
      await deposit.getByText('Use at most two decimal places').waitFor({ state: 'hidden' });
      await expect(amount.getAttribute('aria-invalid')).resolves.not.toBe('true');
      await submit.click();
      await page.getByTestId('wallet-balance').filter({ hasText: '12.34' }).waitFor();

      await page.getByRole('button', { name: 'Withdraw' }).click();
      const withdraw = dialog(page, 'Request Withdrawal');
      await withdraw.getByLabel('Amount').pressSequentially('-10');
      await withdraw.getByLabel('Payment details').fill('me@paypal.example');
      await withdraw.getByRole('button', { name: 'Request Withdrawal' }).click();
      await withdraw.getByText('Enter a plain amount such as 25.50 (Min: $10.00)').waitFor();
      expect(calls.filter((c) => c.includes('/withdraw/'))).toEqual([]);
    });

    it('clears the entry fee error in Create Tournament the moment 0.5 is fixed to 5', async () => {
      const player = await fixtures(t).player({ funds: '100.00', name: 'fee' });
      const page = await newPage(browser, t, { as: player });
      const calls = recordApiCalls(page);
      await page.goto('/tournaments');
      await page.getByTestId('create-tournament-button').click();
      const create = dialog(page, 'Create Tournament');
      await create.getByLabel('Tournament Name').fill('Half Coin Cup');
      const fee = create.getByLabel('Entry Fee');
      await fee.fill('0.5');
      await create.getByRole('button', { name: 'Create Tournament' }).click();
      const feeError = create.locator('.mantine-InputWrapper-error', { hasText: 'Minimum entry fee: $1.00' });
      await feeError.waitFor();
      await expect(fee.getAttribute('aria-invalid')).resolves.toBe('true');
      await fee.fill('5');
      await feeError.waitFor({ state: 'hidden' });
      await expect(fee.getAttribute('aria-invalid')).resolves.not.toBe('true');
      await fee.fill('1e3');
      await create.getByRole('button', { name: 'Create Tournament' }).click();
      await create.getByText('Enter a plain amount such as 25.50 (Minimum entry fee: $1.00)').waitFor();
      expect(calls.filter((c) => c === 'POST /api/tournaments/')).toEqual([]);
    });
  });

  describe('fees the player cannot pay', () => {
    it('shows the shortfall with a wallet link instead of Join, and in Create Tournament', async () => {
      const host = await fixtures(t).player({ funds: '200.00', name: 'host' });
      const tournament = await fixtures(t).tournament({
        by: host,
        name: 'High Roller Cup',
        entry_fee: '100.00',
        max_players: 4,
      });
      const player = await fixtures(t).player({ funds: '38.00', name: 'poor' });
      const page = await newPage(browser, t, { as: player });
      await page.goto('/tournaments?tab=available');
      const card = page.locator(`[data-testid="tournament-card"][data-tournament-id="${tournament.id}"]`);
      await card.getByText('Need 62.00 more coins').waitFor();
      await expect(card.getByRole('button', { name: /Join Tournament/ }).count()).resolves.toBe(0);
      await expect(card.getByRole('link', { name: 'Deposit in your wallet' }).getAttribute('href')).resolves.toBe(
        '/wallet',
      );
      await screenshot(page, 'tournaments-shortfall');

      await page.getByTestId('create-tournament-button').click();
      const create = dialog(page, 'Create Tournament');
      await create.getByLabel('Entry Fee').fill('50');
      await create.getByText('Need 12.00 more coins').waitFor();
      await expect(create.getByRole('button', { name: 'Create Tournament' }).isDisabled()).resolves.toBe(true);
      await create.getByLabel('Entry Fee').fill('38');
      await create.getByText(/more coins/).waitFor({ state: 'hidden' });
      await expect(create.getByRole('button', { name: 'Create Tournament' }).isDisabled()).resolves.toBe(false);
      await create.getByRole('button', { name: 'Cancel' }).click();

      // The detail page offers the same instead of Join.
      await page.goto(`/tournament/${tournament.id}`);
      await page.getByText('Need 62.00 more coins').waitFor();
      await expect(page.getByRole('button', { name: 'Join Tournament' }).count()).resolves.toBe(0);
      await page.getByRole('link', { name: 'Deposit in your wallet' }).click();
      await page.waitForURL('**/wallet');
    });
  });

  describe('on a phone (390 px)', () => {
    let loser: Player;

    beforeAll(async () => {
      const winner = await fixtures(t).player({ funds: '100.00', name: 'ph_win' });
      loser = await fixtures(t).player({ funds: '100.00', name: 'ph_lose', verified: true });
      await playBlitzFinal(winner, loser);
      // Types with long names: a refunded withdrawal and a tournament entry fee.
      const withdrawal = await t.api.post('/api/economy/wallet/withdraw', {
        body: { amount: '20.00', payment_method: 'PAYPAL', payment_details: 'x@y.example' },
        token: loser.access,
      });
      expect(
        (
          await t.api.post('/api/admin/withdrawals/{id}/reject', {
            params: { path: { id: withdrawal.body.withdrawal.id } },
            body: { admin_notes: 'no' },
            token: admin.access,
          })
        ).status,
      ).toBe(200);
    });

    async function phonePage(path: string): Promise<Page> {
      const page = await newPage(browser, t, { mobile: true, as: loser });
      await page.goto(path);
      return page;
    }

    it('shows every tournament tab whole', async () => {
      const page = await phonePage('/tournaments');
      const tabs = page.getByRole('tablist', { name: 'Filter tournaments' });
      await tabs.waitFor();
      for (const name of ['All Tournaments', 'Available to Join', 'My Tournaments', 'Completed']) {
        const tab = tabs.getByRole('tab', { name });
        const box = await tab.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        const clipped = await tab.evaluate((el) => {
          const list = el.closest('[role="tablist"]') as HTMLElement;
          const label = el.querySelector<HTMLElement>('.mantine-Tabs-tabLabel') ?? el;
          const listBox = list.getBoundingClientRect();
          const tabBox = el.getBoundingClientRect();
          return (
            label.scrollWidth > label.clientWidth + 1 ||
            tabBox.right > listBox.right + 1 ||
            tabBox.left < listBox.left - 1
          );
        });
        expect(clipped).toBe(false);
      }
      await screenshot(page, 'tournaments-mobile');
    });

    it('keeps the underscores of a username in the drawer', async () => {
      const page = await phonePage('/dashboard');
      await page.getByTestId('nav-burger').click();
      const name = page.getByTestId('drawer-username');
      await name.waitFor();
      await expect(name.textContent()).resolves.toBe(loser.username);
      expect(loser.username).toContain('_');
      // The glyphs (underscores sit below the baseline) must fit the box that clips them.
      const inkFits = await name.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const ink = range.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return ink.bottom <= box.bottom + 0.5 && ink.top >= box.top - 0.5;
      });
      expect(inkFits).toBe(true);
      await screenshot(page, 'drawer-mobile');
    });

    it('shows transaction types whole', async () => {
      const page = await phonePage('/wallet');
      await page.locator('[data-testid="transaction-item"][data-type="WITHDRAWAL_REFUND"]').waitFor();
      const types = page.getByTestId('transaction-type');
      const truncated = await types.evaluateAll((els) =>
        els
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis')
          .map((el) => el.textContent),
      );
      expect(truncated).toEqual([]);
      await expect(types.allTextContents()).resolves.toEqual(
        expect.arrayContaining(['Withdrawal Refund', 'Tournament Entry Fee']),
      );
      await screenshot(page, 'wallet-mobile-types', { withoutToasts: true });
    });

    it('keeps the desktop leaderboard without the sideways hint', async () => {
      const page = await newPage(browser, t, { as: admin });
      await page.goto('/leaderboard');
      await page.getByTestId('leaderboard-row').first().waitFor();
      await expect(page.getByTestId('leaderboard-scroll-hint').count()).resolves.toBe(0);
    });
  });

  describe('admin', () => {
    it('fits the event log table in its card with its Details column in view', async () => {
      const player = await fixtures(t).player({ name: 'a_rather_long_player_name_', verified: true });
      await t.api.post('/api/economy/wallet/deposit', { body: { amount: '50.00' }, token: player.access });
      const withdrawal = await t.api.post('/api/economy/wallet/withdraw', {
        body: { amount: '20.00', payment_method: 'PAYPAL', payment_details: 'x@y.example' },
        token: player.access,
      });
      await t.api.post('/api/economy/wallet/request_cancellation', {
        body: { withdrawal_id: withdrawal.body.withdrawal.id, reason: 'OTHER' },
        token: player.access,
      });

      for (const width of [1024, 1280]) {
        const page = await newPage(browser, t, { viewport: { width, height: 800 }, as: admin });
        await page.goto('/admin/events?aggregate_type=withdrawal');
        await page.getByTestId('event-row').first().waitFor();
        const card = await page.getByTestId('events-card').boundingBox();
        const toggles = await page
          .getByTestId('event-toggle')
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
        expect(toggles.length).toBeGreaterThan(0);
        for (const right of toggles) expect(right).toBeLessThanOrEqual(card!.x + card!.width);
        // Nor is the page itself wider than the window (the admin's top bar folds into the menu below 1200 px).
        await expect(
          page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).resolves.toBeLessThanOrEqual(0);
        await screenshot(page, `admin-events-${width}`);
        await page.context().close();
      }
    }, 120_000);

    it("keeps a denied cancellation on the admin's card, as the player sees it", async () => {
      const player = await fixtures(t).player({ name: 'deny', verified: true });
      await t.api.post('/api/economy/wallet/deposit', { body: { amount: '50.00' }, token: player.access });
      const withdrawal = (
        await t.api.post('/api/economy/wallet/withdraw', {
          body: { amount: '20.00', payment_method: 'PAYPAL', payment_details: 'x@y.example' },
          token: player.access,
        })
      ).body.withdrawal as { id: number };
      await t.api.post('/api/economy/wallet/request_cancellation', {
        body: { withdrawal_id: withdrawal.id, reason: 'CHANGED_MIND' },
        token: player.access,
      });
      expect(
        (
          await t.api.post('/api/admin/withdrawals/{id}/deny_cancellation', {
            params: { path: { id: withdrawal.id } },
            body: { admin_notes: 'Already sent' },
            token: admin.access,
          })
        ).status,
      ).toBe(200);

      const page = await newPage(browser, t, { as: admin });
      await page.goto('/admin/withdrawals');
      const row = page.locator(`[data-testid="admin-withdrawal-row"][data-withdrawal-id="${withdrawal.id}"]`);
      const info = row.getByTestId('admin-cancellation-info');
      await info.getByText('Cancellation denied').waitFor();
      await info.getByText('Changed mind').waitFor();
      // Open requests still read as such; a denied one is not mistaken for one.
      await expect(row.getByText('Cancellation Requested').count()).resolves.toBe(0);
      await row.getByRole('button', { name: /^Approve request/ }).waitFor();
    });

    it('draws the status filter highlight under the chosen status', async () => {
      for (const viewport of ['desktop', 'mobile'] as const) {
        const page = await newPage(browser, t, { mobile: viewport === 'mobile', as: admin });
        await page.goto('/admin/withdrawals');
        const filter = page.getByTestId('admin-status-filter');
        await filter.waitFor();
        for (const status of ['Pending', 'Rejected', 'All']) {
          await filter.getByText(status, { exact: true }).click();
          // The highlight slides to the chosen status: it must come to rest under it.
          await eventually(() => highlightGap(filter, status), {
            until: (gap) => gap <= 1,
            what: `the highlight under ${status}`,
          });
        }
        await page.context().close();
      }
    }, 120_000);
  });

  /** How far (px) the drawn highlight's box is from the chosen option's box. */
  function highlightGap(filter: Locator, status: string): Promise<number> {
    return filter.evaluate((root, label) => {
      const options = Array.from(root.querySelectorAll<HTMLElement>('label, button, [role="radio"]'));
      const chosen = options.find((el) => el.textContent.trim() === label);
      if (!chosen) return Number.POSITIVE_INFINITY;
      const indicator = root.querySelector<HTMLElement>('.mantine-SegmentedControl-indicator') ?? chosen;
      const a = indicator.getBoundingClientRect();
      const b = chosen.getBoundingClientRect();
      return Math.max(
        Math.abs(a.left - b.left),
        Math.abs(a.right - b.right),
        Math.abs(a.top - b.top),
        Math.abs(a.bottom - b.bottom),
      );
    }, status);
  }

  describe('smaller', () => {
    it("says 'Tournament not found' for an unknown history id, without a retry", async () => {
      const player = await fixtures(t).player({ name: 'hist' });
      const page = await newPage(browser, t, { as: player });
      await page.goto('/tournament/987654/history');
      await page.getByRole('heading', { name: 'Tournament not found' }).waitFor();
      await expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);
      await page.getByRole('link', { name: 'Back to Tournaments' }).waitFor();
      await screenshot(page, 'history-not-found');
    });

    it("gives the trophy to the winner's match-complete card only", async () => {
      const winner = await fixtures(t).player({ funds: '50.00', name: 'tw' });
      const loser = await fixtures(t).player({ funds: '50.00', name: 'tl' });
      const { matchId } = await playBlitzFinal(winner, loser);

      const lost = await newPage(browser, t, { as: loser });
      await lost.goto(`/match/${matchId}`);
      const lostCard = lost.getByTestId('match-complete');
      // A final's loser is placed second (issue 32 §3), and the card says so.
      await lostCard.getByText('Match over: you finished second').waitFor();
      await expect(lostCard.locator('svg.tabler-icon-trophy').count()).resolves.toBe(0);
      await screenshot(lost, 'match-lost', { withoutToasts: true });

      const won = await newPage(browser, t, { as: winner });
      await won.goto(`/match/${matchId}`);
      const wonCard = won.getByTestId('match-complete');
      await wonCard.getByText('You won the match!').waitFor();
      await expect(wonCard.locator('svg.tabler-icon-trophy').count()).resolves.toBe(1);
    });

    it('returns to the page asked for after signing in, and never to another site', async () => {
      const player = await fixtures(t).player({ name: 'back' });
      const page = await newPage(browser, t);
      await page.goto('/tournaments?tab=completed');
      await page.waitForURL('**/login?**');
      await signIn(page, player, '**/tournaments?tab=completed');
      await page.getByRole('tab', { name: 'Completed', selected: true }).waitFor();

      for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
        const other = await newPage(browser, t);
        await other.goto(`/login?redirect=${encodeURIComponent(target)}`);
        await signIn(other, player);
        expect(new URL(other.url()).origin).toBe(t.url);
        await other.context().close();
      }
    });
  });
});
