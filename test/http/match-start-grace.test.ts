import { join } from '../support/tournament-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

const GRACE = 30;
const TIMEOUT = 60;

/**
 * A match starts when someone else acts (the last seat taken), wherever its players are: its first game gives
 * them MATCH_START_GRACE_SECONDS on top of the move timeout; the games after it, the timeout alone.
 */
describe('MATCH_START_GRACE_SECONDS', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ MATCH_START_GRACE_SECONDS: String(GRACE), MOVE_TIMEOUT_SECONDS: String(TIMEOUT) });
  });

  afterAll(async () => {
    await closeAll(t);
  });

  it("puts the first game's deadlines at start + grace + timeout, and the next game's at the timeout alone", async () => {
    const p1 = await fixtures(t).player({ funds: '50.00', name: 'g1' });
    const p2 = await fixtures(t).player({ funds: '50.00', name: 'g2' });
    const tournament = await fixtures(t).tournament({ by: p1, max_players: 2, game_mode: 'CLASSIC' });
    expect((await join(t, p2, tournament.id)).status).toBe(200);
    const [match] = (
      await t.api.get('/api/tournaments/{id}/my_matches', { params: { path: { id: tournament.id } }, token: p1.access })
    ).body;

    const view = (await t.api.get('/api/matches/{id}', { params: { path: { id: match.id } }, token: p1.access })).body;
    const first = view.current_game;
    expect(first.game_number).toBe(1);
    // The clock shown is the move timeout; the game's own start is the grace's end, still ahead of the server.
    expect(first.move_timeout).toBe(TIMEOUT);
    const matchStarted = Date.parse(view.started_at);
    expect(Date.parse(first.started_at) - matchStarted).toBe(GRACE * 1000);
    expect(Date.parse(first.started_at)).toBeGreaterThan(Date.parse(first.server_time));
    expect(Date.parse(first.my_move_deadline) - matchStarted).toBe((GRACE + TIMEOUT) * 1000);
    expect(Date.parse(first.opponent_move_deadline) - matchStarted).toBe((GRACE + TIMEOUT) * 1000);

    // Moves are taken during the grace: players who arrive early play at once.

    // A tie opens game 2, whose clock starts as the players watch: no grace.
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: first.id } },
          body: { choice: 'ROCK' },
          token: p1.access,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: first.id } },
          body: { choice: 'ROCK' },
          token: p2.access,
        })
      ).status,
    ).toBe(200);
    const second = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: match.id } }, token: p2.access })
    ).body;
    expect(second.game_number).toBe(2);
    expect(Date.parse(second.my_move_deadline) - Date.parse(second.started_at)).toBe(TIMEOUT * 1000);
  });
});
