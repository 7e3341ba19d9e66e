import { QueryBus } from '@nestjs/cqrs';
import { GetOpponentSummaries } from '../../src/modules/gameplay/contracts/opponent-summaries.query.js';
import type { Player } from '../support/api-client.js';
import { eventually } from '../support/eventually.js';
import { balanceOf, join, type MaxPlayers } from '../support/tournament-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

const FORFEIT = 'Won by forfeit: opponent did not show up';
/**
 * Short clocks and no grace: an absent player's deadline passes while the test waits for it. Three seconds, not
 * one: the mover's move must land before the deadline. With one, a loaded CI run sent it late, the timer had
 * already found both players absent, and random moves decided, as the spec says for two no-shows.
 */
const FAST_CLOCKS = { MOVE_TIMEOUT_SECONDS: '3', MATCH_START_GRACE_SECONDS: '0' };

interface MatchBody {
  id: number;
  status: string;
  forfeit: boolean;
  winner: number | null;
  player1: number;
  player2: number;
  player1_score: number;
  player2_score: number;
  games: {
    forfeit: boolean;
    player1_choice: string | null;
    player2_choice: string | null;
    player1_auto: boolean | null;
    player2_auto: boolean | null;
    result_description: string | null;
  }[];
}

async function startedMatch(t: TestApp, players: Player[], mode: 'BLITZ' | 'CLASSIC') {
  const tournament = await fixtures(t).tournament({
    by: players[0],
    max_players: players.length as MaxPlayers,
    game_mode: mode,
  });
  for (const player of players.slice(1)) expect((await join(t, player, tournament.id)).status).toBe(200);
  const mine = (
    await t.api.get('/api/tournaments/{id}/my_matches', {
      params: { path: { id: tournament.id } },
      token: players[0].access,
    })
  ).body;
  return { tournamentId: tournament.id as number, match: mine[0] as MatchBody };
}

async function completed(t: TestApp, matchId: number, viewer: Player): Promise<MatchBody> {
  return eventually(
    async () =>
      (await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: viewer.access }))
        .body as MatchBody,
    {
      until: (match) => match.status === 'COMPLETED',
      timeout: 20_000,
    },
  );
}

/** The match's one open game. */
async function currentGameId(t: TestApp, matchId: number, viewer: Player): Promise<number> {
  return (
    await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: viewer.access })
  ).body.id;
}

describe('a player who never shows up forfeits (issue 22 §5)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(FAST_CLOCKS);
  });

  afterAll(async () => {
    await closeAll(t);
  });

  it('gives a best-of-3 match to the one who moved, at game 1, with no move made for the absent player', async () => {
    const [mover, absent] = [
      await fixtures(t).player({ funds: '50.00', name: 'fm' }),
      await fixtures(t).player({ funds: '50.00', name: 'fa' }),
    ];
    const { tournamentId, match } = await startedMatch(t, [mover, absent], 'CLASSIC');
    const gameId = await currentGameId(t, match.id, mover);
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: gameId } },
          body: { choice: 'SPOCK' },
          token: mover.access,
        })
      ).status,
    ).toBe(200);

    // Both players read the same verdict: the match ended in game 1, won by forfeit.
    const seenByMover = await completed(t, match.id, mover);
    const seenByAbsent = (
      await t.api.get('/api/matches/{id}', { params: { path: { id: match.id } }, token: absent.access })
    ).body as MatchBody;
    for (const seen of [seenByMover, seenByAbsent]) {
      expect(seen).toMatchObject({ status: 'COMPLETED', forfeit: true, winner: mover.id });
      expect(seen.games).toHaveLength(1);
      const moverSlot = seen.player1 === mover.id ? 1 : 2;
      expect(seen.games[0]).toMatchObject({
        forfeit: true,
        result_description: FORFEIT,
        [`player${moverSlot}_choice`]: 'SPOCK',
        [`player${3 - moverSlot}_choice`]: null,
        [`player${3 - moverSlot}_auto`]: null,
      });
      expect(Math.max(seen.player1_score, seen.player2_score)).toBe(1);
    }
    const moves = await t.sql<{ user_id: number; auto: boolean }>(
      'SELECT user_id, auto FROM moves WHERE game_id = $1',
      [gameId],
    );
    expect(moves).toEqual([{ user_id: mover.id, auto: false }]);

    // The record: the game's and the match's events say forfeit, with no choice for the absent player.
    const [gameEvent] = await fixtures(t).eventsOf('GameCompleted', gameId);
    expect(gameEvent.payload).toMatchObject({ forfeit: true, winnerId: mover.id, resultDescription: FORFEIT });
    expect([gameEvent.payload.player1Choice, gameEvent.payload.player2Choice].sort()).toEqual(['SPOCK', null].sort());
    expect(await fixtures(t).eventsOf('MoveAutoSubmitted', gameId)).toHaveLength(0);
    const [matchEvent] = await fixtures(t).eventsOf('MatchCompleted', match.id);
    expect(matchEvent.payload).toMatchObject({ forfeit: true, winnerId: mover.id, loserId: absent.id });

    // It was the final: the prize is paid as for any win, and the history says how it was won.
    await eventually(() => balanceOf(t, mover.id), { until: (cents) => cents === 6000 });
    const history = (
      await t.api.get('/api/tournaments/{id}/history', { params: { path: { id: tournamentId } }, token: absent.access })
    ).body;
    const [historyMatch] = history.rounds.flatMap((r: { matches: unknown[] }) => r.matches);
    expect(historyMatch).toMatchObject({ forfeit: true, winner: mover.id });
    expect(historyMatch.games[0]).toMatchObject({ forfeit: true, result_description: FORFEIT });
    const bracket = (
      await t.api.get('/api/tournaments/{id}/bracket', { params: { path: { id: tournamentId } }, token: mover.access })
    ).body;
    expect(JSON.stringify(bracket)).toContain('"forfeit":true');

    // The reviewer still sees a prize won against an opponent who never moved by hand.
    const [summary] = await t.app
      .get(QueryBus)
      .execute(new GetOpponentSummaries([mover.id], new Date(0), new Date(0), 10));
    expect(summary.winsAgainstAbsent).toEqual([{ matchId: match.id, tournamentId }]);
  });

  it('advances the bracket for a forfeit in a semi-final', async () => {
    const four = [];
    for (let i = 0; i < 4; i++) four.push(await fixtures(t).player({ funds: '50.00', name: 'fs' }));
    const { tournamentId, match } = await startedMatch(t, four, 'BLITZ');
    const mover = four.find((p) => p.id === match.player1) as Player;
    const gameId = await currentGameId(t, match.id, mover);
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: gameId } },
          body: { choice: 'ROCK' },
          token: mover.access,
        })
      ).status,
    ).toBe(200);
    expect(await completed(t, match.id, mover)).toMatchObject({ forfeit: true, winner: mover.id });
    const final = await eventually(
      async () => {
        const mine = (
          await t.api.get('/api/tournaments/{id}/my_matches', {
            params: { path: { id: tournamentId } },
            token: mover.access,
          })
        ).body;
        return (mine as { round_number: number; player1: number | null; player2: number | null }[]).find(
          (m) => m.round_number === 2,
        );
      },
      { until: (m) => m !== undefined },
    );
    expect([final?.player1, final?.player2]).toContain(mover.id);
  });

  it('lets the random moves decide when neither player showed up, as the spec says', async () => {
    const [a, b] = [
      await fixtures(t).player({ funds: '50.00', name: 'fn' }),
      await fixtures(t).player({ funds: '50.00', name: 'fn' }),
    ];
    const { match } = await startedMatch(t, [a, b], 'BLITZ');
    const done = await completed(t, match.id, a);
    expect(done.forfeit).toBe(false);
    expect(done.games.length).toBeGreaterThanOrEqual(1);
    for (const game of done.games) {
      expect(game).toMatchObject({ forfeit: false, player1_auto: true, player2_auto: true });
      expect(game.player1_choice).not.toBeNull();
      expect(game.player2_choice).not.toBeNull();
    }
  });
});

describe('NO_SHOW_FORFEIT=false', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ ...FAST_CLOCKS, NO_SHOW_FORFEIT: 'false' });
  });

  afterAll(async () => {
    await closeAll(t);
  });

  it("makes the absent player's move at random instead, as before the rule", async () => {
    const [mover, absent] = [
      await fixtures(t).player({ funds: '50.00', name: 'fo' }),
      await fixtures(t).player({ funds: '50.00', name: 'fo' }),
    ];
    const { match } = await startedMatch(t, [mover, absent], 'BLITZ');
    const gameId = await currentGameId(t, match.id, mover);
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: gameId } },
          body: { choice: 'PAPER' },
          token: mover.access,
        })
      ).status,
    ).toBe(200);
    const firstGame = await eventually(
      async () =>
        (
          (await t.api.get('/api/matches/{id}', { params: { path: { id: match.id } }, token: mover.access }))
            .body as MatchBody
        ).games[0],
      { until: (game) => game.result_description !== null, timeout: 20_000 },
    );
    expect(firstGame.forfeit).toBe(false);
    const absentSlot = match.player1 === absent.id ? 1 : 2;
    expect(firstGame[`player${absentSlot}_auto`]).toBe(true);
    expect(firstGame[`player${absentSlot}_choice`]).not.toBeNull();
  });
});
