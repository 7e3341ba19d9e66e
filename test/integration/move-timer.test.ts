import { CommandBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/core';
import { DomainError } from '../../src/shared/errors/domain-error.js';
import { SubmitMoves } from '../../src/modules/gameplay/commands/submit-move.command.js';
import pg from 'pg';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, openSessions } from '../support/test-database.js';
import { type Player } from '../support/api-client.js';
import { CreateBracketMatches } from '../../src/modules/gameplay/contracts/gameplay.commands.js';
import { MoveTimeoutScheduler } from '../../src/modules/gameplay/scheduler/move-timeout.scheduler.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const BLITZ = 1;
const CLASSIC = 3;
let tournamentSeq = 0;

/**
 * These tests are about the timer's moves, so the no-show forfeit (a player who moved in game 1 wins at once
 * against one who never did, with no move made) is off here; test/http/no-show-forfeit.test.ts covers it.
 */
const TIMER_MOVES = { NO_SHOW_FORFEIT: 'false' };

/** Resolves at a moment on the clock: a racing request is sent when its game's deadline falls, not after a wait. */
const at = (moment: number) => new Promise((r) => setTimeout(r, Math.max(0, moment - Date.now())));
/**
 * Drops a database these tests manage themselves. pg-pool's end() resolves before its sockets have closed, and
 * DROP DATABASE WITH (FORCE) would kill such a closing connection, which the ended pool reports as an unhandled
 * error: the drop waits until the server holds no session on it.
 */
async function dropAfterClose(database: { url: string; drop(): Promise<void> }): Promise<void> {
  await eventually(() => openSessions(database.url), { until: (n) => n === 0, interval: 20, what: 'sessions closed' });
  await database.drop();
}

/** The round-1 matches of a fresh bracket over the given pairs (a power of two of them); returns their ids. */
async function createMatches(
  t: TestApp,
  maxGames: number,
  pairs: [Player, Player][],
  moveTimeoutSeconds = t.config.moveTimeoutSeconds,
): Promise<number[]> {
  const tournamentId = 5000 + ++tournamentSeq;
  const rounds = Math.log2(pairs.length) + 1;
  await t.app.get(CommandBus).execute(
    new CreateBracketMatches(
      tournamentId,
      `Timer ${tournamentId}`,
      maxGames,
      rounds,
      pairs.map(([a, b]) => [a.id, b.id]),
      moveTimeoutSeconds,
    ),
  );
  const rows = await t.sql<{ id: number }>(
    'SELECT id FROM matches WHERE tournament_id = $1 AND round_number = 1 ORDER BY match_number',
    [tournamentId],
  );
  return rows.map((r) => r.id);
}

async function players(t: TestApp, count: number): Promise<Player[]> {
  const list: Player[] = [];
  for (let i = 0; i < count; i++) list.push(await fixtures(t).player({ name: 'tmr' }));
  return list;
}

function pairUp(list: Player[]): [Player, Player][] {
  const pairs: [Player, Player][] = [];
  for (let i = 0; i < list.length; i += 2) pairs.push([list[i], list[i + 1]]);
  return pairs;
}

/** Moves per (game, player) above one, and games with other than one GameCompleted or two moves. */
async function integrityProblems(t: TestApp, matchIds: number[]) {
  return t.sql(
    `SELECT g.id AS game_id, g.status,
            (SELECT count(*) FROM moves mv WHERE mv.game_id = g.id)::int AS moves,
            (SELECT max(c) FROM (SELECT count(*) AS c FROM moves mv WHERE mv.game_id = g.id GROUP BY mv.user_id) per)::int AS max_per_player,
            (SELECT count(*) FROM domain_events e WHERE e.type IN ('MoveSubmitted', 'MoveAutoSubmitted') AND e.aggregate_id = g.id::text)::int AS move_events,
            (SELECT count(*) FROM domain_events e WHERE e.type = 'GameCompleted' AND e.aggregate_id = g.id::text)::int AS completions
       FROM games g
      WHERE g.match_id = ANY($1)
        AND NOT (
          (SELECT count(*) FROM moves mv WHERE mv.game_id = g.id) = (SELECT count(DISTINCT mv.user_id) FROM moves mv WHERE mv.game_id = g.id)
          AND (SELECT count(*) FROM moves mv WHERE mv.game_id = g.id)
              = (SELECT count(*) FROM domain_events e WHERE e.type IN ('MoveSubmitted', 'MoveAutoSubmitted') AND e.aggregate_id = g.id::text)
          AND ((g.status = 'COMPLETED'
                AND (SELECT count(*) FROM moves mv WHERE mv.game_id = g.id) = 2
                AND (SELECT count(*) FROM domain_events e WHERE e.type = 'GameCompleted' AND e.aggregate_id = g.id::text) = 1)
            OR (g.status = 'IN_PROGRESS'
                AND (SELECT count(*) FROM moves mv WHERE mv.game_id = g.id) < 2
                AND (SELECT count(*) FROM domain_events e WHERE e.type = 'GameCompleted' AND e.aggregate_id = g.id::text) = 0))
        )`,
    [matchIds],
  );
}

const allComplete = (t: TestApp, matchIds: number[]) => async () => {
  const [{ open }] = await t.sql<{ open: number }>(
    "SELECT count(*)::int AS open FROM matches WHERE id = ANY($1) AND status <> 'COMPLETED'",
    [matchIds],
  );
  return open === 0 ? true : undefined;
};

describe(MoveTimeoutScheduler.name, () => {
  describe('on one instance', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startTestApp({ ...TIMER_MOVES, MOVE_TIMEOUT_SECONDS: '1' });
    });

    afterAll(async () => {
      await t.close();
    });

    it('finishes a match nobody plays, with random moves after each deadline, through the same rules', async () => {
      const scheduler = t.app.get(MoveTimeoutScheduler);
      const before = scheduler.autoSubmitted;
      const [p1, p2] = await players(t, 2);
      const [matchId] = await createMatches(t, CLASSIC, [[p1, p2]]);
      await eventually(allComplete(t, [matchId]), { timeout: 30_000 });

      const moves = await t.sql<{ game_number: number; auto: boolean; late: boolean; choice: string }>(
        `SELECT g.game_number, mv.auto, mv.choice, mv.submitted_at >= CASE WHEN mv.user_id = $2 THEN g.player1_deadline ELSE g.player2_deadline END AS late
           FROM moves mv JOIN games g ON g.id = mv.game_id WHERE g.match_id = $1 ORDER BY g.game_number`,
        [matchId, p1.id],
      );
      expect(moves.length).toBeGreaterThanOrEqual(4);
      expect(moves.every((m) => m.auto && m.late)).toBe(true);
      expect(moves.every((m) => ['ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD'].includes(m.choice))).toBe(true);
      const [match] = await t.sql<{ player1_score: number; player2_score: number; winner_id: number }>(
        'SELECT player1_score, player2_score, winner_id FROM matches WHERE id = $1',
        [matchId],
      );
      expect(Math.max(match.player1_score, match.player2_score)).toBe(2);
      expect([p1.id, p2.id]).toContain(match.winner_id);
      expect(await integrityProblems(t, [matchId])).toEqual([]);
      const [{ n: autoEvents }] = await t.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM domain_events e JOIN games g ON e.aggregate_id = g.id::text
          WHERE e.type = 'MoveAutoSubmitted' AND g.match_id = $1`,
        [matchId],
      );
      expect(autoEvents).toBe(moves.length);
      expect(
        await t.sql("SELECT 1 FROM domain_events WHERE type = 'MatchCompleted' AND aggregate_id = $1", [
          String(matchId),
        ]),
      ).toHaveLength(1);
      expect(scheduler.autoSubmitted - before).toBe(moves.length);
      expect(scheduler.lastLagMs).toBeGreaterThanOrEqual(0);
      expect(scheduler.maxLagMs).toBeLessThan(5000);
      expect(scheduler.sweeps).toBeGreaterThan(0);
      const scrape = await t.api.raw('GET', '/api/metrics');
      const counter = /^gameplay_auto_submitted_moves_total (\d+)$/m.exec(String(scrape.body));
      expect(Number(counter?.[1])).toBe(scheduler.autoSubmitted);
      expect(String(scrape.body)).toMatch(/^gameplay_timer_lateness_seconds_count \d+$/m);
    });

    it("the timer's batch form runs a player's rules for each move and hands back each refusal in its place", async () => {
      const [p1, p2, p3, p4, outsider] = await players(t, 5);
      const [matchA, matchB] = await createMatches(t, BLITZ, [
        [p1, p2],
        [p3, p4],
      ]);
      const games = await t.sql<{ id: number; match_id: number }>(
        'SELECT id, match_id FROM games WHERE match_id = ANY($1)',
        [[matchA, matchB]],
      );
      const gameA = games.find((g) => g.match_id === matchA)!.id;
      const gameB = games.find((g) => g.match_id === matchB)!.id;
      // No deadline passes during the test: the scheduler stays out, and an auto move is refused as not due.
      await t.sql(
        "UPDATE games SET player1_deadline = now() + interval '1 hour', player2_deadline = now() + interval '1 hour' WHERE id = ANY($1)",
        [[gameA, gameB]],
      );
      const outcomes = await RequestContext.create(t.orm.em, () =>
        t.app.get(CommandBus).execute(
          new SubmitMoves([
            { gameId: gameA, userId: p1.id, choice: 'ROCK', auto: true },
            { gameId: gameA, userId: p1.id, choice: 'ROCK', auto: false },
            { gameId: gameA, userId: p1.id, choice: 'PAPER', auto: false },
            { gameId: gameA, userId: outsider.id, choice: 'PAPER', auto: false },
            { gameId: 987_654, userId: p1.id, choice: 'PAPER', auto: false },
            { gameId: gameB, userId: p3.id, choice: 'SPOCK', auto: false },
            { gameId: gameA, userId: p2.id, choice: 'SCISSORS', auto: false },
          ]),
        ),
      );
      const codes = outcomes.map((o) =>
        o instanceof DomainError
          ? o.code
          : o.matchComplete
            ? 'match decided'
            : o.gameComplete
              ? 'game decided'
              : 'stored',
      );
      expect(codes).toEqual([
        'move_not_due',
        'stored',
        'already_submitted',
        'not_a_player',
        'not_found',
        'stored',
        'match decided',
      ]);
      const [match] = await t.sql<{ status: string; winner_id: number }>(
        'SELECT status, winner_id FROM matches WHERE id = $1',
        [matchA],
      );
      expect(match).toEqual({ status: 'COMPLETED', winner_id: p1.id }); // Rock crushes Scissors
      expect(await t.sql('SELECT user_id, choice FROM moves WHERE game_id = $1 ORDER BY id', [gameB])).toEqual([
        { user_id: p3.id, choice: 'SPOCK' },
      ]);
      expect(await integrityProblems(t, [matchA, matchB])).toEqual([]);
    });

    it('moves only for the player whose own deadline passed', async () => {
      const [p1, p2] = await players(t, 2);
      // Made on an hour's clock, so no deadline passes before the one statement below sets both: player 1 keeps
      // the hour, player 2's is due now. (Made on the app's 1 s clock, a loaded machine let both pass first.)
      const [matchId] = await createMatches(t, CLASSIC, [[p1, p2]], 3600);
      const [{ id: gameId }] = await t.sql<{ id: number }>('SELECT id FROM games WHERE match_id = $1', [matchId]);
      await t.sql(
        "UPDATE games SET player1_deadline = now() + interval '1 hour', player2_deadline = now() WHERE id = $1",
        [gameId],
      );
      // The timer's move for player 2, then a whole sweep after it: a move for player 1 would have come by then.
      await eventually(() => t.sql('SELECT 1 FROM moves WHERE game_id = $1', [gameId]), {
        until: (rows) => rows.length > 0,
        what: "the timer's move",
      });
      await t.app.get(MoveTimeoutScheduler).sweep();
      const onlyTheirs = await t.sql<{ user_id: number; auto: boolean }>(
        'SELECT user_id, auto FROM moves WHERE game_id = $1',
        [gameId],
      );
      expect(onlyTheirs).toEqual([{ user_id: p2.id, auto: true }]);
      expect(
        (
          await t.api.post('/api/games/{id}/submit_choice', {
            params: { path: { id: gameId } },
            body: { choice: 'LIZARD' },
            token: p1.access,
          })
        ).status,
      ).toBe(200);
      const moves = await t.sql<{ user_id: number; auto: boolean; choice: string }>(
        'SELECT user_id, auto, choice FROM moves WHERE game_id = $1 ORDER BY id',
        [gameId],
      );
      expect(moves).toEqual([
        { user_id: p2.id, auto: true, choice: expect.any(String) },
        { user_id: p1.id, auto: false, choice: 'LIZARD' },
      ]);
      expect(await integrityProblems(t, [matchId])).toEqual([]);
    });

    it('a human move racing the timer at the deadline: exactly one move per player, and the answer tells which won', async () => {
      const list = await players(t, 32);
      const matchIds = await createMatches(t, BLITZ, pairUp(list));
      const games = await t.sql<{
        id: number;
        match_id: number;
        deadline: Date;
        player1_id: number;
        player2_id: number;
      }>(
        `SELECT g.id, g.match_id, g.player1_deadline AS deadline, m.player1_id, m.player2_id
           FROM games g JOIN matches m ON m.id = g.match_id WHERE g.match_id = ANY($1) ORDER BY g.match_id`,
        [matchIds],
      );
      const byId = new Map(list.map((p) => [p.id, p]));
      // Player 2 moves in time; player 1 moves at the deadline, give or take the sweep interval.
      await Promise.all(
        games.map((g) =>
          t.api.post('/api/games/{id}/submit_choice', {
            params: { path: { id: g.id } },
            body: { choice: 'ROCK' },
            token: byId.get(g.player2_id)!.access,
          }),
        ),
      );
      const races = await Promise.all(
        games.map(async (g, index) => {
          await at(new Date(g.deadline).getTime() + ((index * 17) % 260) - 30);
          const res = await t.api.post('/api/games/{id}/submit_choice', {
            params: { path: { id: g.id } },
            body: { choice: 'PAPER' },
            token: byId.get(g.player1_id)!.access,
          });
          return { game: g, res };
        }),
      );
      await eventually(allComplete(t, matchIds), { timeout: 10_000 });
      const tally = { human: 0, timer: 0 };
      for (const { game, res } of races) {
        const [move] = await t.sql<{ auto: boolean; choice: string }>(
          'SELECT auto, choice FROM moves WHERE game_id = $1 AND user_id = $2',
          [game.id, game.player1_id],
        );
        if (res.status === 200) {
          tally.human++;
          expect(move).toEqual({ auto: false, choice: 'PAPER' });
          expect(res.body.result).toMatchObject({ result_description: 'Paper covers Rock', match_complete: true });
        } else {
          tally.timer++;
          expect(res.status).toBe(400);
          expect([
            'You have already submitted a choice for this game',
            'This match is already complete.',
            'This is not the current game of this match.',
          ]).toContain(res.body.error);
          expect(move.auto).toBe(true);
        }
      }
      expect(tally.human + tally.timer).toBe(16);
      expect(await integrityProblems(t, matchIds)).toEqual([]);
    });
  });

  it('after a restart the sweep catches up on deadlines that passed while no instance ran, and moves once', async () => {
    const database = await createTestDatabase();
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    try {
      const first = await startTestApp({ ...TIMER_MOVES, MOVE_TIMEOUT_SECONDS: '60' }, database.url);
      const [p1, p2] = await players(first, 2);
      const [matchId] = await createMatches(first, BLITZ, [[p1, p2]]);
      const [{ id: gameId }] = await first.sql<{ id: number }>('SELECT id FROM games WHERE match_id = $1', [matchId]);
      expect(
        (
          await first.api.post('/api/games/{id}/submit_choice', {
            params: { path: { id: gameId } },
            body: { choice: 'SPOCK' },
            token: p1.access,
          })
        ).status,
      ).toBe(200);
      await first.close();

      // While no instance runs, player 2's deadline comes and goes: moved into the past on the database's clock,
      // which the timer reads deadlines by, instead of waited for.
      await direct.query(
        "UPDATE games SET player2_deadline = clock_timestamp() - interval '500 milliseconds' WHERE id = $1",
        [gameId],
      );
      const waiting = await direct.query('SELECT user_id FROM moves WHERE game_id = $1', [gameId]);
      expect(waiting.rows).toEqual([{ user_id: p1.id }]);

      const second = await startTestApp({ ...TIMER_MOVES, MOVE_TIMEOUT_SECONDS: '60' }, database.url);
      try {
        const moves = await eventually(
          async () => {
            const rows = await second.sql<{ user_id: number; auto: boolean }>(
              'SELECT user_id, auto FROM moves WHERE game_id = $1 ORDER BY id',
              [gameId],
            );
            return rows.length === 2 ? rows : undefined;
          },
          { timeout: 5000 },
        );
        expect(moves).toEqual([
          { user_id: p1.id, auto: false },
          { user_id: p2.id, auto: true },
        ]);
        // A whole sweep after the catch-up: a second move would have come by then.
        await second.app.get(MoveTimeoutScheduler).sweep();
        const [{ n }] = await second.sql<{ n: number }>('SELECT count(*)::int AS n FROM moves WHERE game_id = $1', [
          gameId,
        ]);
        expect(n).toBe(2);
        expect(second.app.get(MoveTimeoutScheduler).autoSubmitted).toBe(1);
        expect(await integrityProblems(second, [matchId])).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await direct.end();
      await dropAfterClose(database);
    }
  });

  it('two instances sweeping the same due games never submit twice', async () => {
    const database = await createTestDatabase();
    const env = { ...TIMER_MOVES, MOVE_TIMEOUT_SECONDS: '1' };
    const [a, b] = [await startTestApp(env, database.url), await startTestApp(env, database.url)];
    try {
      const list = await players(a, 64);
      const matchIds = await createMatches(a, CLASSIC, pairUp(list));
      await eventually(allComplete(a, matchIds), { timeout: 40_000 });
      // Both timers stop, each after the sweep it may have in flight: the counts below are final.
      for (const app of [...a.apps, ...b.apps]) await app.get(MoveTimeoutScheduler).onApplicationShutdown();
      const [{ moves, pairs }] = await a.sql<{ moves: number; pairs: number }>(
        `SELECT count(*)::int AS moves, count(DISTINCT (mv.game_id, mv.user_id))::int AS pairs
           FROM moves mv JOIN games g ON g.id = mv.game_id WHERE g.match_id = ANY($1)`,
        [matchIds],
      );
      expect(moves).toBe(pairs);
      const submittedByTimers =
        a.app.get(MoveTimeoutScheduler).autoSubmitted + b.app.get(MoveTimeoutScheduler).autoSubmitted;
      expect(submittedByTimers).toBe(moves);
      expect(await integrityProblems(a, matchIds)).toEqual([]);
      const [{ completed }] = await a.sql<{ completed: number }>(
        "SELECT count(*)::int AS completed FROM domain_events WHERE type = 'MatchCompleted' AND aggregate_id = ANY($1::text[])",
        [matchIds.map(String)],
      );
      expect(completed).toBe(matchIds.length);
    } finally {
      await a.close();
      await b.close();
      await dropAfterClose(database);
    }
  });
});
