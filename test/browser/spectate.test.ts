import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { BodyOf, Player } from '../support/api-client.js';
import { expectAccessible } from '../support/axe.js';
import { launchBrowser, newPage, screenshot, switchColorScheme } from '../support/browser.js';
import { fixtures } from '../support/fixtures.js';
import { join, type MatchBody } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';

/** Issue 33 §4: a spectator on the Live page opens a match and watches a game resolve, pushed by the stream. */
describe('Watching a live match in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let first: Player;
  let second: Player;
  let spectator: Player;
  let matchId: number;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
    const make = fixtures(t);
    const [a, b] = await Promise.all([
      make.player({ funds: '50.00', name: 'wa' }),
      make.player({ funds: '50.00', name: 'wb' }),
    ]);
    spectator = await make.player({ name: 'wv' });
    // CLASSIC: the match goes on after its first game, so the page shows the result and the next game in play.
    const cup = await make.tournament({ by: a, name: 'Watched Cup', max_players: 2, game_mode: 'CLASSIC' });
    expect((await join(t, b, cup.id)).status).toBe(200);
    const [match] = await eventually(
      async () =>
        (await t.api.get('/api/tournaments/{id}/my_matches', { params: { path: { id: cup.id } }, token: a.access }))
          .body as MatchBody[],
      { until: (matches) => matches.length === 1, what: 'the match' },
    );
    matchId = match.id;
    [first, second] = match.player1 === a.id ? [a, b] : [b, a];
  }, 120_000);

  afterAll(async () => {
    await closeAll(browser, t);
  });

  async function move(player: Player, choice: BodyOf<'/api/games/{id}/submit_choice', 'post'>['choice']) {
    const game = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: player.access })
    ).body;
    const moved = await t.api.post('/api/games/{id}/submit_choice', {
      params: { path: { id: game.id } },
      body: { choice },
      token: player.access,
    });
    expect(moved.status).toBe(200);
  }

  it('opens a match from /live and sees a game resolve live, with no move controls, light and dark', async () => {
    const page = await newPage(browser, t, { as: spectator });
    // The top bar leads there.
    await page.goto('/dashboard');
    await page.getByTestId('nav-live').click();
    await page.waitForURL('**/live');
    const card = page.locator(`[data-testid="live-match"][data-match-id="${matchId}"]`);
    await card.waitFor();
    await card.getByRole('link', { name: first.username, exact: true }).waitFor();
    await card.getByTestId('live-match-score').getByText('0 – 0').waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, scheme);
      await expectAccessible(page, `live page (${scheme})`);
      await screenshot(page, `live-page-${scheme}`);
    }

    await card.getByTestId('live-match-watch').click();
    await page.waitForURL(`**/match/${matchId}`);
    await page.getByTestId('spectator-panel').waitFor();
    // The spectator counts itself: its stream watches the match.
    await page.getByTestId('match-watchers').getByText('1 watching').waitFor();
    expect(await page.getByTestId('spectator-player1').getAttribute('data-moved')).toBe('false');

    // Player 1 moves: the spectator sees that they moved, not what.
    await move(first, 'ROCK');
    await page.locator('[data-testid="spectator-player1"][data-moved="true"]').waitFor({ timeout: 5000 });
    expect(await page.locator('main').innerText()).not.toMatch(/rock/i);

    // Player 2 moves: the game resolves on the spectator's page, both moves shown, by the stream (within the
    // 5 s the wait allows, far under the 30 s safety-net poll).
    await move(second, 'SCISSORS');
    await page
      .getByTestId('game-result-description')
      .getByText(/rock crushes scissors/i)
      .waitFor({ timeout: 5000 });
    await page.getByTestId('history-game').first().waitFor();
    await page.locator('[data-testid="spectator-player1"][data-moved="false"]').waitFor({ timeout: 10_000 });
    // No move controls for a spectator.
    expect(await page.getByTestId('choose-move').count()).toBe(0);
    expect(await page.locator('[data-testid^="choice-"]').count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it("is in the phone's menu too", async () => {
    const page = await newPage(browser, t, { as: spectator, mobile: true });
    await page.goto('/dashboard');
    await page.getByTestId('nav-burger').click();
    await page.getByTestId('drawer-nav-live').click();
    await page.waitForURL('**/live');
    await page.getByRole('heading', { name: 'Live matches' }).waitFor();
    await page.context().close();
  }, 60_000);
});
