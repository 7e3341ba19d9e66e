import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { join } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

const DAY = 86_400;

/** The game a player has to move in now, as the match page reads it. */
async function currentGame(t: TestApp, player: Player, tournamentId: number) {
  const [match] = (
    await t.api.get('/api/tournaments/{id}/my_matches', {
      params: { path: { id: tournamentId } },
      token: player.access,
    })
  ).body.filter((m: { status: string }) => m.status === 'IN_PROGRESS');
  const view = (await t.api.get('/api/matches/{id}', { params: { path: { id: match.id } }, token: player.access }))
    .body;
  return { match: view, game: view.current_game };
}

const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

/** Issue 32 §4: each tournament has its own clock, and every game of it keeps that clock. */
describe('A clock for every pace', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await closeAll(t);
  });

  it('plays a daily tournament a day per move: first games, later games and later rounds', async () => {
    const players = await Promise.all(
      Array.from({ length: 4 }, () => fixtures(t).player({ funds: '20.00', name: 'dy' })),
    );
    const tournament = await fixtures(t).tournament({
      by: players[0],
      max_players: 4,
      game_mode: 'CLASSIC',
      move_timeout: DAY,
    });
    expect(tournament.move_timeout).toBe(DAY);
    for (const p of players.slice(1)) expect((await join(t, p, tournament.id)).status).toBe(200);

    const { match, game } = await currentGame(t, players[0], tournament.id);
    expect(match.move_timeout).toBe(DAY);
    expect(game.move_timeout).toBe(DAY);
    // A day from the server's clock, to the second (the tests run without a start grace).
    expect(secondsBetween(game.server_time, game.my_move_deadline)).toBeGreaterThan(DAY - 5);
    expect(secondsBetween(game.started_at, game.my_move_deadline)).toBe(DAY);
    expect(secondsBetween(game.started_at, game.opponent_move_deadline)).toBe(DAY);

    // A tie opens game 2 on the same clock.
    const opponent = players.find((p) => p.id === (match.player1 === players[0].id ? match.player2 : match.player1));
    for (const p of [players[0], opponent as Player])
      expect(
        (
          await t.api.post('/api/games/{id}/submit_choice', {
            params: { path: { id: game.id } },
            body: { choice: 'SPOCK' },
            token: p.access,
          })
        ).status,
      ).toBe(200);
    const second = (
      await t.api.get('/api/matches/{id}/current_game', {
        params: { path: { id: match.id } },
        token: players[0].access,
      })
    ).body;
    expect(second.game_number).toBe(2);
    expect(secondsBetween(second.started_at, second.my_move_deadline)).toBe(DAY);

    // Both semi-finals decided by hand: the final starts on the tournament's clock too.
    for (let round = 0; round < 12; round++) {
      const mine = await Promise.all(
        players.map(async (p) => ({
          p,
          matches: (
            await t.api.get('/api/tournaments/{id}/my_matches', {
              params: { path: { id: tournament.id } },
              token: p.access,
            })
          ).body,
        })),
      );
      const open = mine.flatMap(({ p, matches }) =>
        matches
          .filter((m: { status: string; round_number: number }) => m.status === 'IN_PROGRESS' && m.round_number === 1)
          .map((m: { id: number; player1: number }) => ({ p, m })),
      );
      if (open.length === 0) break;
      for (const { p, m } of open) {
        const current = await t.api.get('/api/matches/{id}/current_game', {
          params: { path: { id: m.id } },
          token: p.access,
        });
        if (current.status !== 200 || current.body.my_submitted) continue;
        const choice = m.player1 === p.id ? 'ROCK' : 'SCISSORS';
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: current.body.id } },
          body: { choice },
          token: p.access,
        });
      }
    }
    const final = await eventually(
      async () => {
        const bracket = (
          await t.api.get('/api/tournaments/{id}/bracket', {
            params: { path: { id: tournament.id } },
            token: players[0].access,
          })
        ).body;
        return bracket.round_2?.[0]?.status === 'IN_PROGRESS' ? bracket.round_2[0] : undefined;
      },
      { timeout: 10_000 },
    );
    const finalView = (
      await t.api.get('/api/matches/{id}', { params: { path: { id: final.id } }, token: players[0].access })
    ).body;
    expect(finalView.move_timeout).toBe(DAY);
    expect(secondsBetween(finalView.current_game.started_at, finalView.current_game.player1_move_deadline)).toBe(DAY);
  });

  it.each([[59], [120], [0], ['3600'], [86_401]])('refuses a clock of %p seconds as a field error', async (value) => {
    const creator = await fixtures(t).player({ funds: '20.00', name: 'bad' });
    const res = await t.api.raw('POST', '/api/tournaments/', {
      body: { name: 'Odd clock', entry_fee: '5.00', max_players: 2, move_timeout: value },
      token: creator.access,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['move_timeout']);
    expect(res.body.move_timeout[0]).toMatch(/60, 300, 3600, 86400/);
    const [{ n }] = await t.sql<{ n: string }>('SELECT count(*) AS n FROM tournaments WHERE created_by = $1', [
      creator.id,
    ]);
    expect(n).toBe('0');
  });

  it('lists the clocks on offer in the terms', async () => {
    const viewer = await fixtures(t).player({ funds: '0', name: 'terms' });
    const terms = (await t.api.get('/api/tournaments/terms', { token: viewer.access })).body;
    expect(terms).toMatchObject({ move_timeouts: [60, 300, 3600, 86_400], default_move_timeout: 60 });
  });
});
