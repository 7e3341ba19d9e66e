/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { launchBrowser, newPage, screenshot } from '../support/browser.js';
import { join } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

/** A final nobody plays: the server moves for both at every deadline, and the history proves each move fair. */
describe('Verifying timed-out moves in the browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp({ MOVE_TIMEOUT_SECONDS: '2' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  async function openFirstMatch(page: Page, tournamentId: number) {
    await page.goto(`/tournament/${tournamentId}/history`);
    await page.getByTestId('history-match').getByRole('button').first().click();
    await page.getByTestId('history-game').first().waitFor();
  }

  it('marks every timed-out move and verifies its commitment and derivation; a tampered move shows the mismatch', async () => {
    const [alice, bob] = [
      await fixtures(t).player({ funds: '50.00', name: 'idle' }),
      await fixtures(t).player({ funds: '50.00', name: 'idler' }),
    ];
    const tournament = await fixtures(t).tournament({
      by: alice,
      name: 'Idle Hands Cup',
      max_players: 2,
      game_mode: 'BLITZ',
      entry_fee: '5.00',
    });
    expect((await join(t, bob, tournament.id)).status).toBe(200);
    // Every game is decided by the timer (a tie, one time in five, adds a game).
    await eventually(
      () =>
        t.api.get('/api/tournaments/{id}/history', { params: { path: { id: tournament.id } }, token: alice.access }),
      {
        until: (r) => r.status === 200,
        timeout: 60_000,
      },
    );

    const page = await newPage(browser, t, { as: alice });
    // The match page: the finished game's result and the game history say the server moved for both.
    const [match] = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: alice.access,
      })
    ).body;
    await page.goto(`/match/${match.id}`);
    const history = page.getByTestId('game-history');
    await history.getByTestId('history-game').first().waitFor();
    expect(await history.getByTestId('auto-move').first().innerText()).toBe(
      `You and ${bob.username}: random move: time ran out`,
    );
    const result = page.getByTestId('game-result');
    await result.waitFor();
    expect(await result.getByTestId('auto-move').allInnerTexts()).toEqual([
      'random move: time ran out',
      'random move: time ran out',
    ]);
    await screenshot(page, 'match-auto-moves');

    await openFirstMatch(page, tournament.id);
    const games = page.getByTestId('history-game');
    const count = await games.count();
    expect(count).toBeGreaterThanOrEqual(1);
    // Each game's button names its game (issue 34 §3), never a row of bare "Verify".
    const labels = await page.getByTestId('verify-fairness').allInnerTexts();
    expect([...labels].sort()).toEqual(Array.from({ length: count }, (_, i) => `Verify game ${i + 1}`).sort());
    for (let i = 0; i < count; i++) {
      const game = games.nth(i);
      // Both players timed out: both moves say so.
      expect(await game.getByTestId('auto-move').allInnerTexts()).toEqual([
        'random move: time ran out',
        'random move: time ran out',
      ]);
      await game.getByRole('button', { name: /^Verify game \d+$/ }).click();
      const result = game.getByTestId('fairness-result');
      await result.waitFor();
      expect(await result.getAttribute('data-ok')).toBe('true');
      const text = await result.innerText();
      expect(text).toContain('verified');
      expect(text).toContain('is the published commitment');
      expect(text.match(/random move \w+ follows from the seed/g)).toHaveLength(2);
    }
    await screenshot(page, 'history-fairness-verified');

    // The same page, fed a history whose first game shows another move for player 1 than the seed gives.
    await page.route('**/api/tournaments/*/history/**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const game = body.rounds[0].matches[0].games[0];
      game.player1_choice = game.player1_choice === 'ROCK' ? 'PAPER' : 'ROCK';
      await route.fulfill({ response, json: body });
    });
    await openFirstMatch(page, tournament.id);
    const first = page.getByTestId('history-game').first();
    await first.getByTestId('verify-fairness').click();
    const mismatch = first.getByTestId('fairness-result');
    await mismatch.waitFor();
    expect(await mismatch.getAttribute('data-ok')).toBe('false');
    expect(await mismatch.innerText()).toMatch(/Mismatch[\s\S]*the seed gives .+, the game shows (ROCK|PAPER)/);
    // A poll can be inside the handler when the context closes; its fetch then throws "Response has been disposed".
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  }, 120_000);
});
