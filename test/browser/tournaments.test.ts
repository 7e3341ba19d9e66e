/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import {
  apiIdleWaiter,
  confirmSeat,
  launchBrowser,
  newPage,
  screenshot as saveScreenshot,
} from '../support/browser.js';
import { playScripted } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

type Choice = 'ROCK' | 'PAPER' | 'SCISSORS' | 'SPOCK' | 'LIZARD';

const LONG = { timeout: 20_000 };

/** A full-page screenshot from the top, so the sticky top bar sits where a player sees it. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/**
 * Two players in two browsers (one desktop, one phone) fund their wallets, create and join a 2-player CLASSIC
 * tournament, play the final through the match page, and read the bracket, the history and the leaderboard.
 */
describe('Tournaments in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  /** Anything the strict Content-Security-Policy refused (an injected <style>, an inline script). */
  const cspViolations: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /** The player's own browser, signed in (signing in has tests of its own), before any page has loaded. */
  async function signedInPage(player: Player, mobile = false): Promise<Page> {
    const page = await newPage(browser, t, { mobile, as: player });
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    return page;
  }

  /** Through the Wallet page's Deposit modal (the API when the page has none). */
  async function deposit(page: Page, player: Player, amount: string) {
    await page.goto('/wallet');
    const button = page.getByTestId('deposit-button');
    const hasModal = await button.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    );
    if (!hasModal) {
      const response = await t.api.post('/api/economy/wallet/deposit', { body: { amount }, token: player.access });
      expect(response.status).toBe(200);
      return;
    }
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Deposit Coins' });
    await dialog.getByLabel('Amount').fill(amount);
    await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async function expectNoSidewaysScroll(page: Page) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  /** The first player submits, the second's move completes the game; both then see the game's result. */
  async function playGame(
    first: Page,
    firstChoice: Choice,
    second: Page,
    secondChoice: Choice,
    gameNumber: number,
    shots: { choose?: string; result?: string } = {},
  ) {
    for (const page of [first, second]) {
      await page
        .getByTestId('game-number')
        .filter({ hasText: `Game ${gameNumber}` })
        .waitFor(LONG);
      await page.getByTestId('choose-move').waitFor(LONG);
    }
    await first.getByTestId(`choice-${firstChoice}`).click();
    expect(await first.getByTestId(`choice-${firstChoice}`).getAttribute('aria-checked')).toBe('true');
    await first.getByTestId('countdown').waitFor();
    if (shots.choose) await screenshot(first, shots.choose);
    await first.getByTestId('submit-choice').click();
    await first.getByText('Waiting for your opponent...').waitFor();

    // The second player sees that the first has moved (their page polls every 5 s).
    await second.getByTestId('opponent-moved').waitFor(LONG);
    if (gameNumber === 1) await screenshot(second, 'match-mobile');
    await second.getByTestId(`choice-${secondChoice}`).click();
    await second.getByTestId('submit-choice').click();
    await second.getByText('Both players ready! Revealing results...').waitFor();
    // The first mover learns of the second move from a poll, and gets the same reveal (the opponent's move face down).
    await first.getByText('Both players ready! Revealing results...').waitFor(LONG);
    if (gameNumber === 1) await screenshot(first, 'match-reveal');

    for (const page of [second, first]) {
      await page
        .getByTestId('game-result')
        .filter({ hasText: `Game ${gameNumber} result` })
        .waitFor(LONG);
    }
    if (shots.result) await screenshot(second, shots.result);
  }

  it('creates, joins, plays a CLASSIC final to the end, and shows bracket, history, leaderboard and dashboard', async () => {
    const [alice, bob] = [await fixtures(t).player({ name: 'alice' }), await fixtures(t).player({ name: 'bob' })];

    // Other players' tournaments and standings, so the pages show a lived-in site.
    const host = await fixtures(t).player({ funds: '500.00', name: 'host' });
    await fixtures(t).tournament({
      by: host,
      name: 'Sunday Spock-Off',
      description: 'Eight players, best of three. Bring your A game.',
      entry_fee: '25.00',
      max_players: 8,
      game_mode: 'CLASSIC',
    });
    await fixtures(t).tournament({
      by: host,
      name: 'Lunch Break Blitz',
      description: 'Quick games, one move each.',
      entry_fee: '5.00',
      max_players: 4,
      game_mode: 'BLITZ',
    });
    for (const [wins, losses, won] of [
      [7, 2, 4200],
      [5, 4, 1500],
      [3, 3, 0],
      [1, 5, 0],
    ]) {
      const rival = await fixtures(t).player({ name: 'rival' });
      await t.sql('UPDATE users SET wins = $1, losses = $2, money_won = $3 WHERE id = $4', [
        wins,
        losses,
        won,
        rival.id,
      ]);
    }

    const a = await signedInPage(alice);
    const b = await signedInPage(bob, true);
    await deposit(a, alice, '100');
    await deposit(b, bob, '100');

    // Alice creates a 2-player CLASSIC tournament.
    const name = `Final Frontier ${Date.now() % 100000}`;
    await a.goto('/tournaments');
    await a.getByRole('heading', { name: 'Tournaments', level: 1 }).waitFor();
    await a.getByRole('button', { name: '+ Create Tournament' }).click();
    const dialog = a.getByRole('dialog', { name: 'Create Tournament' });
    await dialog.getByLabel('Tournament Name').fill(name);
    await dialog.getByLabel('Description').fill('Winner takes the whole pool. Live long and prosper.');
    await dialog.getByLabel('Entry Fee').fill('10');
    await dialog.getByText('Minimum entry fee: $1.00').waitFor();
    // The prize is stated as fee × players less the rake (none here), and follows the seats chosen (issue 23 §4).
    const prize = dialog.getByTestId('create-prize-amount');
    await prize.filter({ hasText: '40.00' }).waitFor();
    await dialog.getByLabel('Max Players').click();
    await a.getByRole('option', { name: '2 players (1 round)' }).click();
    await prize.filter({ hasText: '20.00' }).waitFor();
    expect(await dialog.getByTestId('create-prize').innerText()).toMatch(
      /Prize for the champion:\s*20\.00\s*\(no house rake\)/,
    );
    expect(await dialog.getByLabel('Game Mode').inputValue()).toBe('Classic (Best of 3)');
    await screenshot(a, 'tournaments-create-modal');
    await dialog.getByRole('button', { name: 'Create Tournament' }).click();
    await a.getByText('Tournament created successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The new tournament's page opens, with the spec's toast (issue 34 §4); the list is one step back.
    await a.waitForURL(/\/tournament\/\d+$/);
    await a.getByRole('heading', { name, level: 1 }).waitFor();
    await a.goto('/tournaments');
    const aliceCard = a.getByTestId('tournament-card').filter({ hasText: name });
    await aliceCard.getByText('Waiting for players (1/2)').waitFor();
    expect(await aliceCard.getByRole('button', { name: /Join Tournament/ }).count()).toBe(0);

    // Bob joins from "Available to Join", on his phone.
    await b.goto('/tournaments');
    await b.getByRole('tab', { name: 'Available to Join' }).click();
    await b.waitForURL('**/tournaments?tab=available');
    const bobCard = b.getByTestId('tournament-card').filter({ hasText: name });
    await bobCard.getByText('Classic (Best of 3)').waitFor();
    await expectNoSidewaysScroll(b);
    await bobCard.getByRole('button', { name: /Join Tournament/ }).click();
    await confirmSeat(b);
    await b.getByText('Successfully joined tournament!').waitFor();

    // Alice's list refreshes on its own (every 3 s): the tournament is now running.
    await aliceCard.getByRole('link', { name: /View Bracket/ }).waitFor(LONG);
    await aliceCard.getByTestId('tournament-status').filter({ hasText: 'In Progress' }).waitFor();
    await screenshot(a, 'tournaments');

    // Both open their match from "Your Matches".
    await aliceCard.getByRole('link', { name: /View Bracket/ }).click();
    await a.waitForURL('**/tournament/*');
    const tournamentId = Number(new URL(a.url()).pathname.split('/').pop());
    await a.getByRole('heading', { name: 'Your Matches' }).waitFor();
    await a.getByText('Final · Match 1').first().waitFor();
    await a.getByTestId('tournament-bracket').getByText('Final').first().waitFor();
    await a.getByRole('link', { name: 'Play Now!' }).click();
    await a.waitForURL('**/match/*');

    await b.goto(`/tournament/${tournamentId}`);
    await b.getByRole('link', { name: 'Play Now!' }).click();
    await b.waitForURL('**/match/*');
    await b.getByText('Best of 3').waitFor();
    await a.getByText(name).first().waitFor();
    await a.getByText('Best of 3').waitFor();

    // Game 1 is a tie, then Alice's Rock crushes Bob's Scissors twice.
    await playGame(a, 'ROCK', b, 'ROCK', 1, { choose: 'match-choose' });
    await b.getByTestId('game-result-title').filter({ hasText: "It's a Tie!" }).waitFor();
    await a.getByTestId('game-result-title').filter({ hasText: "It's a Tie!" }).waitFor();
    await expectNoSidewaysScroll(b);

    await playGame(a, 'ROCK', b, 'SCISSORS', 2, { result: 'match-result' });
    await b.getByTestId('game-result-title').filter({ hasText: 'You Lost' }).waitFor();
    await a.getByTestId('game-result-title').filter({ hasText: 'You Won!' }).waitFor();
    await b.getByText('Rock crushes Scissors').first().waitFor();

    // The deciding game: Bob moves first this time.
    await playGame(b, 'SCISSORS', a, 'ROCK', 3);
    for (const page of [a, b]) {
      await page.getByTestId('match-complete').waitFor(LONG);
      await page
        .getByTestId('match-winner')
        .filter({ hasText: `Winner: ${alice.username}` })
        .waitFor();
    }
    await a.getByText('You won the match!').waitFor();
    const history = a.getByTestId('game-history');
    expect(await history.getByTestId('history-game').count()).toBe(3);
    expect(await history.getByTestId('history-game').first().innerText()).toContain('Game 3');
    await screenshot(a, 'match-complete');

    // Back to the tournament: the champion banner with the prize (the payout follows the match by an event).
    await a.getByTestId('back-to-tournament').click();
    await a.waitForURL(`**/tournament/${tournamentId}`);
    await a.getByTestId('champion-banner').waitFor(LONG);
    await a.getByTestId('champion-name').filter({ hasText: alice.username }).waitFor();
    await a.getByTestId('champion-prize').filter({ hasText: '20.00' }).waitFor();
    await a.getByTestId('bracket-match').getByRole('img', { name: 'Winner' }).waitFor();
    await screenshot(a, 'tournament-detail');

    // History: every game with both choices.
    await a.getByRole('link', { name: 'View History' }).click();
    await a.waitForURL(`**/tournament/${tournamentId}/history`);
    await a.getByRole('heading', { name: 'Finals' }).waitFor();
    await a.getByText('#1').first().waitFor();
    await a.getByTestId('history-match').getByRole('button').first().click();
    const games = a.getByTestId('history-game');
    await games.first().waitFor();
    expect(await games.count()).toBe(3);
    const gameTexts = await games.allInnerTexts();
    expect(gameTexts[0]).toContain('Game 1');
    expect(gameTexts[0]).toContain('Tie! Both chose Rock');
    expect(gameTexts[1]).toMatch(/Rock[\s\S]*Scissors/);
    expect(gameTexts[2]).toContain('Rock crushes Scissors');
    await a.getByRole('img', { name: 'You won this game' }).first().waitFor();
    await a.getByRole('img', { name: 'Tie' }).first().waitFor();
    await screenshot(a, 'history');

    // Leaderboard: Alice's winnings, highlighted with "You" (stats follow the match by an event).
    await eventually(() => t.sql<{ money_won: string }>('SELECT money_won FROM users WHERE id = $1', [alice.id]), {
      until: (rows) => rows[0]?.money_won === '2000',
    });
    await a.goto('/leaderboard');
    const me = a.locator('[data-testid="leaderboard-row"][data-me="true"]');
    await me.getByTestId('you-badge').waitFor();
    expect(await me.innerText()).toContain(alice.username);
    expect(await me.getByTestId('money-won').innerText()).toBe('20.00');
    expect(await a.getByRole('columnheader', { name: /Wins/ }).getAttribute('aria-sort')).toBe('descending');
    // Alice played three games in this one match: the spec's sums count matches, and say so (issue 34 §2).
    expect(await a.getByTestId('games-played-hint').innerText()).toBe('matches won and lost');
    // The board's Total Games sums the wins: each finished match once.
    expect(await a.getByLabel('Leaderboard summary').innerText()).toMatch(/Total Games\s+\d+\s+finished matches/i);
    await screenshot(a, 'leaderboard');
    await a.getByTestId('sort-money_won').click();
    await a.waitForURL('**/leaderboard?sort_by=money_won&order=desc');
    await a.locator('th[aria-sort="descending"]', { hasText: 'Money Won' }).waitFor();
    expect(await a.getByTestId('money-won').first().innerText()).toBe('42.00');
    await a.getByTestId('sort-money_won').click();
    await a.waitForURL('**/leaderboard?sort_by=money_won&order=asc');
    await a.locator('th[aria-sort="ascending"]', { hasText: 'Money Won' }).waitFor();

    // Dashboard: the tournament is among the recent ones.
    await a.goto('/dashboard');
    const recent = a.getByTestId('dashboard-recent-tournaments');
    await recent.getByTestId('recent-tournament').filter({ hasText: name }).waitFor();
    await recent.getByText('Completed').waitFor();
    expect(await a.getByTestId('dashboard-total-games').innerText()).toBe('1');
    expect(await a.getByTestId('dashboard-total-games-hint').innerText()).toBe('matches won and lost');
    await screenshot(a, 'dashboard-recent');

    // Bob's phone: the same pages fit 390 px without sideways scrolling.
    const apiIdle = apiIdleWaiter(b);
    for (const path of [
      `/tournament/${tournamentId}`,
      `/tournament/${tournamentId}/history`,
      '/leaderboard',
      '/dashboard',
    ]) {
      await b.goto(path);
      await b.getByRole('heading', { level: 1 }).first().waitFor();
      await apiIdle();
      await expectNoSidewaysScroll(b);
    }

    expect(cspViolations).toEqual([]);
    await a.context().close();
    await b.context().close();
  }, 240_000);

  it('shows "Tournament not found" for an unknown tournament, and the history refusal for a running one', async () => {
    const carol = await fixtures(t).player({ funds: '50.00', name: 'carol' });
    const page = await signedInPage(carol);
    await page.goto('/tournament/999999');
    await page.getByText('Tournament not found').waitFor();
    await page.getByRole('link', { name: 'Back to Tournaments' }).click();
    await page.waitForURL('**/tournaments');

    const pending = await fixtures(t).tournament({ by: carol, name: 'Not Yet', max_players: 4 });
    await page.goto(`/tournament/${pending.id}/history`);
    await page.getByText('Tournament history is only available for completed tournaments').waitFor();

    await page.goto('/match/999999');
    await page.getByText('Match not found or no active game').waitFor();
    await page.context().close();
  });

  it("draws a 4-player bracket by round, the Final last, with the viewer's match to play", async () => {
    const players: Player[] = [];
    for (let i = 0; i < 4; i++) players.push(await fixtures(t).player({ funds: '50.00', name: 'four' }));
    const cup = await fixtures(t).tournament({
      by: players[0],
      name: 'Four Corners Cup',
      description: 'Semi-finals, then the final.',
      max_players: 4,
      game_mode: 'BLITZ',
    });
    for (const player of players.slice(1))
      expect(
        (await t.api.post('/api/tournaments/{id}/join', { params: { path: { id: cup.id } }, token: player.access }))
          .status,
      ).toBe(200);

    const page = await signedInPage(players[0]);
    await page.goto(`/tournament/${cup.id}`);
    const rounds = page.getByTestId('bracket-round');
    await rounds.first().waitFor();
    expect(await rounds.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'Semi-Finals',
      'Final',
    ]);
    expect(await rounds.nth(0).getByTestId('bracket-match').count()).toBe(2);
    await rounds.nth(1).getByText('TBD').first().waitFor();
    await page.getByTestId('detail-round').filter({ hasText: '1 / 2' }).waitFor();
    await page.getByRole('link', { name: 'Play Now!' }).waitFor();
    await screenshot(page, 'tournament-bracket');
    await page.context().close();
  });

  it("on a phone scrolls the bracket to the player's own match in the Final, and names the round in view", async () => {
    const players: Player[] = [];
    for (let i = 0; i < 4; i++) players.push(await fixtures(t).player({ funds: '50.00', name: 'fone' }));
    const cup = await fixtures(t).tournament({
      by: players[0],
      name: 'Far Final Cup',
      max_players: 4,
      game_mode: 'BLITZ',
    });
    for (const player of players.slice(1))
      expect(
        (await t.api.post('/api/tournaments/{id}/join', { params: { path: { id: cup.id } }, token: player.access }))
          .status,
      ).toBe(200);
    // The semi-finals are played out over HTTP (the Final is left unplayed); a finalist opens the bracket.
    const finalists = async () => {
      const seated = await Promise.all(
        players.map(async (player) => {
          const mine = (
            await t.api.get('/api/tournaments/{id}/my_matches', {
              params: { path: { id: cup.id } },
              token: player.access,
            })
          ).body as {
            round_number: number;
            status: string;
          }[];
          return mine.some((m) => m.round_number === 2 && m.status === 'IN_PROGRESS') ? player : null;
        }),
      );
      return seated.filter((p): p is Player => p !== null);
    };
    await playScripted(
      t,
      cup.id,
      players,
      async () => (await finalists()).length === 2,
      (match) => match.round_number === 2,
    );
    const [finalist] = await finalists();

    const page = await signedInPage(finalist, true);
    await page.goto(`/tournament/${cup.id}`);
    const inView = page.getByTestId('bracket-round-in-view');
    await inView.filter({ hasText: /^Final$/ }).waitFor();
    expect(await page.getByTestId('bracket-scroll-hint').innerText()).toBe(
      'Final · round 2 of 2 · swipe sideways for the others',
    );
    // The Final's column, with the finalist's match, is in the scroller's view (it starts off-screen at 390 px).
    const final = page
      .getByTestId('bracket-round')
      .filter({ has: page.locator('[data-mine="true"]') })
      .last();
    const seen = await final.evaluate((column) => {
      const view = column.closest('[role="region"]')!.getBoundingClientRect();
      const box = column.getBoundingClientRect();
      return box.left >= view.left - 1 && box.right <= view.right + 1;
    });
    expect(seen).toBe(true);
    expect(await final.getAttribute('aria-label')).toBe('Final');
    await screenshot(page, 'tournament-bracket-phone');

    // Scrolled back to the start, the label names the Semi-Finals.
    await page.getByRole('region', { name: 'Tournament bracket, scrolls sideways' }).evaluate((e) => {
      e.scrollLeft = 0;
    });
    await inView.filter({ hasText: /^Semi-Finals$/ }).waitFor();
    await page.context().close();
  });

  it('shows the empty states', async () => {
    const dave = await fixtures(t).player({ name: 'dave' });
    const page = await signedInPage(dave);
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-recent-tournaments').getByText('No tournaments yet').waitFor();
    await page.goto('/tournaments?tab=mine');
    await page.getByText('No tournaments found').waitFor();
    await page.context().close();
  });
});
