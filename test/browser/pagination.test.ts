/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { launchBrowser, newPage, screenshot } from '../support/browser.js';
import { join } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

/** Issue 12, section 2 (the web side): every growing list pages, with the page in the address. */
describe('Paged lists in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let admin: Player;

  beforeAll(async () => {
    // One creator holds many open tournaments and withdrawals here; the caps have tests of their own.
    t = await startTestApp({ MAX_OPEN_TOURNAMENTS_PER_USER: '100', MAX_PENDING_WITHDRAWALS_PER_USER: '100' });
    browser = await launchBrowser();
    admin = await fixtures(t).admin();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  const cards = (page: Page) => page.getByTestId('tournament-card');
  const search = (page: Page) => new URL(page.url()).searchParams;

  it('pages the tournaments grid, keeps the page in the address and polls the page in view', async () => {
    const host = await fixtures(t).player({ funds: '1000.00', name: 'pg_host' });
    for (let i = 1; i <= 23; i += 1)
      await fixtures(t).tournament({ by: host, name: `Paged Cup ${i}`, entry_fee: '1.00' });
    const player = await fixtures(t).player({ name: 'pg_view' });
    const page = await newPage(browser, t, { as: player });
    await page.goto('/tournaments');
    await page.getByText('1–20 of 23 tournaments').waitFor();
    await expect(cards(page).count()).resolves.toBe(20);
    // Newest first: the latest on page 1.
    await cards(page).first().getByText('Paged Cup 23').waitFor();

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText('21–23 of 23 tournaments').waitFor();
    expect(search(page).get('page')).toBe('2');
    await expect(cards(page).count()).resolves.toBe(3);
    await cards(page).last().getByText('Paged Cup 1', { exact: true }).waitFor();
    await screenshot(page, 'tournaments-page-2');

    // The back button returns to page 1; forward to page 2 again.
    await page.goBack();
    await page.getByText('1–20 of 23 tournaments').waitFor();
    await page.goForward();
    await page.getByText('21–23 of 23 tournaments').waitFor();

    // Polling (3 s) refreshes the page in view: a new tournament pushes one more onto page 2.
    await fixtures(t).tournament({ by: host, name: 'Paged Cup 24', entry_fee: '1.00' });
    await page.getByText('21–24 of 24 tournaments').waitFor({ timeout: 8000 });
    await expect(cards(page).count()).resolves.toBe(4);

    // A shared link to a page past the end lands on the last page.
    await page.goto('/tournaments?page=9');
    await page.getByText('21–24 of 24 tournaments').waitFor();
    expect(search(page).get('page')).toBe('2');

    // A tab starts on its first page; a list that fits one page shows no pager.
    await page.goto('/tournaments?tab=completed&page=2');
    await page.getByTestId('tournaments-empty').waitFor();
    await page.getByTestId('tab-mine').click();
    await page.getByTestId('tournaments-empty').waitFor();
    expect(search(page).get('page')).toBeNull();
    await expect(page.getByTestId('pagination').count()).resolves.toBe(0);
  });

  it("pages the leaderboard and pins the viewer's own rank when it is on another page", async () => {
    const players: Player[] = [];
    for (let i = 0; i < 11; i += 1) {
      const winner = await fixtures(t).player({ funds: '10.00', name: 'lbw' });
      const loser = await fixtures(t).player({ funds: '10.00', name: 'lbl' });
      const tournament = await fixtures(t).tournament({
        by: winner,
        name: `Board Cup ${i}`,
        entry_fee: '1.00',
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
      players.push(winner, loser);
    }
    // The last loser registered last: with no wins and the same rating, the last of the board.
    const viewer = players[players.length - 1];
    const board = (
      await t.api.get('/api/accounts/leaderboard', { params: { query: { page_size: 100 } }, token: viewer.access })
    ).body;
    const myRank = board.me.rank as number;
    expect(myRank).toBeGreaterThan(20);

    const page = await newPage(browser, t, { as: viewer });
    await page.goto('/leaderboard');
    await page.getByTestId('leaderboard-row').first().waitFor();
    await expect(page.getByTestId('leaderboard-row').count()).resolves.toBe(20);
    await expect(page.getByTestId('total-players').textContent()).resolves.toBe(String(board.count));
    const pinned = page.getByTestId('leaderboard-me');
    await pinned.getByText(`#${myRank}`).waitFor();
    await pinned.getByTestId('you-badge').waitFor();
    await screenshot(page, 'leaderboard-paged');

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.locator('[data-testid="leaderboard-row"][data-me="true"]').getByText(`#${myRank}`).waitFor();
    await expect(page.getByTestId('leaderboard-me').count()).resolves.toBe(0);
    expect(search(page).get('page')).toBe('2');

    // Sorting starts again from page 1.
    await page.getByTestId('sort-losses').click();
    await page.waitForURL((url) => url.searchParams.get('sort_by') === 'losses');
    expect(search(page).get('page')).toBeNull();

    const phone = await newPage(browser, t, { mobile: true, as: viewer });
    await phone.goto('/leaderboard');
    await phone.getByTestId('leaderboard-me').waitFor();
    // On a phone a row shows rank, player, wins and money won with no sideways scroll (issue 34 §4)…
    const region = phone.getByRole('region', { name: 'Leaderboard table, scrolls sideways' });
    expect(await region.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
    await expect(phone.getByTestId('leaderboard-scroll-hint').count()).resolves.toBe(0);
    const headers = await phone
      .getByRole('columnheader')
      .evaluateAll((cells) =>
        cells.filter((cell) => (cell as HTMLElement).offsetParent !== null).map((cell) => cell.textContent),
      );
    expect(headers).toEqual(['Rank', 'Player', 'Wins', 'Money Won']);
    const mine = phone.getByTestId('leaderboard-me');
    await expect(mine.getByTestId('money-won').isVisible()).resolves.toBe(true);
    // …and the rest behind the row, one tap away.
    const more = mine.getByRole('button', { name: `More about ${viewer.username}` });
    await expect(more.getAttribute('aria-expanded')).resolves.toBe('false');
    await more.click();
    await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
    // The viewer lost their one match: 1 played, 1 lost, none won.
    expect(await phone.getByTestId('leaderboard-details').innerText()).toMatch(
      /^Games Played 1 · Losses 1 · Win Rate 0(\.00)?%$/,
    );
    await screenshot(phone, 'leaderboard-mobile');
  });

  it('pages the admin withdrawal queue (oldest first) and the users list', async () => {
    const payee = await fixtures(t).player({ funds: '1000.00', name: 'pg_payee', verified: true });
    const ids: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await t.api.post('/api/economy/wallet/withdraw', {
        body: { amount: '10.00', payment_method: 'PAYPAL', payment_details: `p${i}@paypal.example` },
        token: payee.access,
      });
      expect(res.status).toBe(201);
      ids.push(res.body.withdrawal.id);
    }
    const page = await newPage(browser, t, { as: admin });
    await page.goto('/admin/withdrawals');
    await page.getByTestId('admin-withdrawal-count').getByText('21 requests').waitFor();
    const rows = page.getByTestId('admin-withdrawal-row');
    await expect(rows.count()).resolves.toBe(20);
    await expect(rows.first().getAttribute('data-withdrawal-id')).resolves.toBe(String(ids[0]));
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText('21–21 of 21 requests').waitFor();
    await expect(rows.count()).resolves.toBe(1);
    await expect(rows.first().getAttribute('data-withdrawal-id')).resolves.toBe(String(ids[20]));
    // Another status starts from its first page.
    await page.getByTestId('admin-status-filter').getByText('All', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'ALL');
    expect(search(page).get('page')).toBeNull();

    for (let i = 0; i < 21; i += 1) await fixtures(t).player({ name: 'pgu' });
    await page.goto('/admin/users?search=pgu');
    await page.getByTestId('admin-user-count').getByText('21 users').waitFor();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText('21–21 of 21 users').waitFor();
    expect(search(page).get('page')).toBe('2');
  });
});
