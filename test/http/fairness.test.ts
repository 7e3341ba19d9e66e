import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { promisify } from 'node:util';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../../src/config/app-config.js';
import { openOrm } from '../../src/config/orm.js';
import { createApp } from '../../src/bootstrap.js';
import { createTestDatabase } from '../support/test-database.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app.js';
import { ApiClient, registerPlayer, type Player } from '../support/api-client.js';
import { join } from '../support/tournament-helpers.js';
import { CreateBracketMatches } from '../../src/modules/gameplay/contracts/gameplay.commands.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

/**
 * The provably fair timer over HTTP (docs/fairness.md). The checks recompute the scheme here, from the issue's
 * words, with node:crypto: they do not call the server's implementation.
 */
const MOVES = ['ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD'] as const;
type Move = (typeof MOVES)[number];
const sha256 = (seed: string) => createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
function derived(seed: string, gameId: number, userId: number): Move {
  return MOVES[
    createHmac('sha256', Buffer.from(seed, 'hex')).update(`${gameId}:${userId}`).digest().readUInt32BE(0) % 5
  ];
}
const SCRIPT = new URL('../../docs/verify-fairness.mjs', import.meta.url).pathname;

/** A move that beats the given one (the RPSLS table). */
const BEATEN_BY: Record<Move, Move> = {
  ROCK: 'PAPER',
  PAPER: 'SCISSORS',
  SCISSORS: 'ROCK',
  SPOCK: 'LIZARD',
  LIZARD: 'ROCK',
};

interface GameBody {
  id: number;
  is_complete: boolean;
  fairness: { commitment: string; seed: string | null } | null;
  [key: string]: unknown;
}

describe('Provably fair timer moves over HTTP', () => {
  let t: TestApp;
  let admin: Player;
  let seq = 0;

  beforeAll(async () => {
    // Long deadlines: the timer moves only where a test moves a deadline to now. The no-show forfeit is off:
    // these tests derive the move the timer makes for a player who let the deadline pass while the other moved
    // (test/http/no-show-forfeit.test.ts covers the forfeit).
    t = await startTestApp({ MOVE_TIMEOUT_SECONDS: '3600', NO_SHOW_FORFEIT: 'false' });
    admin = await fixtures(t).admin();
  });

  afterAll(async () => {
    await closeAll(t);
  });

  const seedOf = async (gameId: number) =>
    (await t.sql<{ fairness_seed: string | null }>('SELECT fairness_seed FROM games WHERE id = $1', [gameId]))[0]
      .fairness_seed;
  const timeOut = (gameId: number, slot: 1 | 2) =>
    t.sql(`UPDATE games SET player${slot}_deadline = now() WHERE id = $1`, [gameId]);
  const gameOf = async (matchId: number, gameId: number, viewer: Player): Promise<GameBody | undefined> =>
    (
      (await t.api.get('/api/matches/{id}/games', { params: { path: { id: matchId } }, token: viewer.access }))
        .body as GameBody[]
    ).find((g) => g.id === gameId);
  const completed = (matchId: number, gameId: number, viewer: Player) =>
    eventually(() => gameOf(matchId, gameId, viewer), { until: (g) => g?.is_complete === true, timeout: 15_000 });
  const eventsOf = async (gameId: number) =>
    (
      await t.api.get('/api/admin/events', {
        params: { query: { aggregate_type: 'game', aggregate_id: String(gameId), limit: 50 } },
        token: admin.access,
      })
    ).body.results as { type: string; payload: Record<string, unknown> }[];

  /** Runs docs/verify-fairness.mjs, the script docs/fairness.md prints, against this app. */
  async function verifyScript(viewer: Player, matchId: number): Promise<{ code: number; out: string }> {
    const run = promisify(execFile)(process.execPath, [SCRIPT, `${t.url}/api`, viewer.access, String(matchId)]);
    const { stdout, code } = await run.then(
      ({ stdout }) => ({ stdout, code: 0 }),
      // execFile's error carries the child's output and exit code.
      (error: unknown) => error as { stdout: string; code: number },
    );
    return { code, out: stdout.trim() };
  }

  /** A round-1 match made directly, as the tournament context would. */
  async function bracketMatch(maxGames: number) {
    const [p1, p2] = [await fixtures(t).player({ name: 'fa' }), await fixtures(t).player({ name: 'fb' })];
    const tournamentId = 7000 + ++seq;
    await t.app
      .get(CommandBus)
      .execute(
        new CreateBracketMatches(
          tournamentId,
          `Fair ${tournamentId}`,
          maxGames,
          1,
          [[p1.id, p2.id]],
          t.config.moveTimeoutSeconds,
        ),
      );
    const [{ match_id: matchId, id: gameId }] = await t.sql<{ match_id: number; id: number }>(
      'SELECT g.id, g.match_id FROM games g JOIN matches m ON m.id = g.match_id WHERE m.tournament_id = $1',
      [tournamentId],
    );
    return { p1, p2, matchId, gameId };
  }

  it('commits to the seed at once, keeps it secret while the game is open, and the timed-out move is the derivation', async () => {
    const [alice, bob] = [
      await fixtures(t).player({ funds: '50.00', name: 'fair' }),
      await fixtures(t).player({ funds: '50.00', name: 'fair' }),
    ];
    const tournament = await fixtures(t).tournament({
      by: alice,
      name: 'Fair Cup',
      max_players: 2,
      game_mode: 'BLITZ',
      entry_fee: '5.00',
    });
    expect((await join(t, bob, tournament.id)).status).toBe(200);
    const [match] = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: alice.access,
      })
    ).body;
    const [p1, p2] = match.player1 === alice.id ? [alice, bob] : [bob, alice];
    const current = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: match.id } }, token: p1.access })
    ).body as GameBody;
    const seed = (await seedOf(current.id)) as string;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const commitment = sha256(seed);

    // Player 1 moves so as to beat the move the seed holds for player 2; player 2 lets the clock run out.
    const p2Move = derived(seed, current.id, p2.id);
    const moved = await t.api.post('/api/games/{id}/submit_choice', {
      params: { path: { id: current.id } },
      body: { choice: BEATEN_BY[p2Move] },
      token: p1.access,
    });
    expect(moved.status).toBe(200);
    const outsider = await fixtures(t).player({ name: 'watch' });
    for (const viewer of [p1, p2, outsider]) {
      const views = [
        (await t.api.get('/api/matches/{id}', { params: { path: { id: match.id } }, token: viewer.access })).body,
        (
          await t.api.get('/api/matches/{id}/current_game', {
            params: { path: { id: match.id } },
            token: viewer.access,
          })
        ).body,
        (await t.api.get('/api/matches/{id}/games', { params: { path: { id: match.id } }, token: viewer.access })).body,
      ];
      expect(views[0].current_game.fairness).toEqual({ commitment, seed: null });
      expect(views[0].games[0].fairness).toEqual({ commitment, seed: null });
      expect(views[1].fairness).toEqual({ commitment, seed: null });
      expect(views[2][0].fairness).toEqual({ commitment, seed: null });
      expect(JSON.stringify(views)).not.toContain(seed);
    }
    expect(moved.body.game.fairness).toEqual({ commitment, seed: null });
    const openEvents = await eventsOf(current.id);
    expect(openEvents.map((e) => [e.type, e.payload.fairness])).toEqual([
      ['MoveSubmitted', { commitment, seed: null }],
    ]);

    await timeOut(current.id, 2);
    const done = await completed(match.id, current.id, outsider);
    expect(done).toMatchObject({
      fairness: { commitment, seed },
      player1_choice: BEATEN_BY[p2Move],
      player2_choice: p2Move,
      player1_auto: false,
      player2_auto: true,
      my_auto: null,
      opponent_auto: null,
    });
    expect(await gameOf(match.id, current.id, p1)).toMatchObject({
      my_auto: false,
      opponent_auto: true,
      opponent_choice: p2Move,
    });
    expect(await gameOf(match.id, current.id, p2)).toMatchObject({
      my_auto: true,
      opponent_auto: false,
      my_choice: p2Move,
    });
    const matchView = (await t.api.get('/api/matches/{id}', { params: { path: { id: match.id } }, token: p2.access }))
      .body;
    expect(matchView).toMatchObject({ is_complete: true, winner: p1.id });
    expect(matchView.games[0].fairness).toEqual({ commitment, seed });

    const events = await eventsOf(current.id);
    const byType = Object.fromEntries(events.map((e) => [e.type, e.payload]));
    expect(byType.MoveAutoSubmitted).toMatchObject({ userId: p2.id, fairness: { commitment, seed: null } });
    expect(byType.GameCompleted).toMatchObject({
      player2Choice: p2Move,
      player1Auto: false,
      player2Auto: true,
      fairness: { commitment, seed },
    });

    await eventually(
      () => t.api.get('/api/tournaments/{id}/history', { params: { path: { id: tournament.id } }, token: p1.access }),
      {
        until: (r) => r.status === 200,
        timeout: 15_000,
      },
    );
    const history = (
      await t.api.get('/api/tournaments/{id}/history', {
        params: { path: { id: tournament.id } },
        token: outsider.access,
      })
    ).body;
    expect(history.rounds[0].matches[0].games[0]).toMatchObject({
      id: current.id,
      player2_choice: p2Move,
      player1_auto: false,
      player2_auto: true,
      fairness: { commitment, seed },
    });
  });

  it('derives both moves when both players time out, and their commitment matches the revealed seed', async () => {
    const { p1, p2, matchId, gameId } = await bracketMatch(3);
    const seed = (await seedOf(gameId)) as string;
    await t.sql('UPDATE games SET player1_deadline = now(), player2_deadline = now() WHERE id = $1', [gameId]);
    const game = await completed(matchId, gameId, p1);
    expect(game).toMatchObject({
      player1_choice: derived(seed, gameId, p1.id),
      player2_choice: derived(seed, gameId, p2.id),
      player1_auto: true,
      player2_auto: true,
      my_auto: true,
      opponent_auto: true,
      fairness: { commitment: sha256(seed), seed },
    });
    // docs/fairness.md's script agrees, from the public API; and it catches a move that is not the derivation.
    expect(await verifyScript(p2, matchId)).toEqual({ code: 0, out: `game ${gameId}: verified (2 automatic move(s))` });
    const other = MOVES[(MOVES.indexOf(derived(seed, gameId, p1.id)) + 1) % 5];
    await t.sql('UPDATE moves SET choice = $1 WHERE game_id = $2 AND user_id = $3', [other, gameId, p1.id]);
    expect(await verifyScript(p2, matchId)).toEqual({ code: 1, out: `game ${gameId}: MISMATCH (2 automatic move(s))` });
    // The next game has a seed of its own, committed and secret.
    const next = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: p1.access })
    ).body as GameBody;
    const nextSeed = (await seedOf(next.id)) as string;
    expect(nextSeed).not.toBe(seed);
    expect(next.fairness).toEqual({ commitment: sha256(nextSeed), seed: null });
  });

  it('shows an auto flag no sooner than its choice: the opponent learns only that a move is in', async () => {
    const { p1, p2, matchId, gameId } = await bracketMatch(3);
    await timeOut(gameId, 2);
    await eventually(() => gameOf(matchId, gameId, p2), { until: (g) => g?.my_auto === true, timeout: 15_000 });
    const mine = await gameOf(matchId, gameId, p2);
    expect(mine).toMatchObject({
      player2_auto: true,
      my_auto: true,
      my_choice: expect.any(String),
      is_complete: false,
    });
    const theirs = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: p1.access })
    ).body;
    expect(theirs).toMatchObject({
      opponent_submitted: true,
      opponent_choice: null,
      opponent_auto: null,
      player2_auto: null,
      my_auto: null,
    });
    const match = (await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: p1.access })).body;
    expect(match.current_game).toMatchObject({ opponent_auto: null, player2_auto: null });
  });

  it('prints in docs/fairness.md the very script this suite runs', () => {
    expect(readFileSync(new URL('../../docs/fairness.md', import.meta.url), 'utf8')).toContain(
      readFileSync(SCRIPT, 'utf8'),
    );
  });

  it('gives a game from before seeds existed no fairness, and its timer still moves', async () => {
    const { p1, matchId, gameId } = await bracketMatch(3);
    await t.sql('UPDATE games SET fairness_seed = NULL WHERE id = $1', [gameId]);
    expect(
      (await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: p1.access })).body
        .fairness,
    ).toBeNull();
    await t.sql('UPDATE games SET player1_deadline = now(), player2_deadline = now() WHERE id = $1', [gameId]);
    const game = await completed(matchId, gameId, p1);
    expect(game).toMatchObject({
      fairness: null,
      player1_auto: true,
      player2_auto: true,
      player1_choice: expect.any(String),
    });
    const completedEvent = (await eventsOf(gameId)).find((e) => e.type === 'GameCompleted');
    expect(completedEvent?.payload.fairness).toBeNull();
  });
});

/**
 * The seed must not reach a log line, whatever fails. The app logs at its most verbose level here, and a check
 * constraint makes the inserts of new games fail: the statements that carry the seeds. PostgreSQL describes
 * such a failure with the whole row ("Failing row contains (..., <seed>)"), and the error keeps that detail.
 */
describe('Fairness seeds and the logs', () => {
  const written: string[] = [];
  let database: { url: string; drop(): Promise<void> };
  let orm: MikroORM;
  let app: NestFastifyApplication;
  let api: ApiClient;
  const sql = <T>(query: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(query, params);
  /** A 64-digit hex run: a seed, or a commitment, neither of which belongs in a log line. */
  const HEX64 = /[0-9a-f]{64}/;
  const refuseGames = (condition: string) =>
    sql(`ALTER TABLE games ADD CONSTRAINT refuse_games CHECK (${condition}) NOT VALID`);
  const allowGames = () => sql('ALTER TABLE games DROP CONSTRAINT refuse_games');

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openOrm(database.url, 5);
    const config = loadConfig({
      DATA_DIR: mkdtempSync(joinPath(tmpdir(), 'spockout-fair-')),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'trace',
      PORT: '0',
      MOVE_TIMEOUT_SECONDS: '3600',
    });
    app = await createApp(orm, config, undefined, {
      logDestination: { write: (chunk: string) => void written.push(chunk) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    api = new ApiClient(`http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`);
  });

  afterAll(async () => {
    await closeAll(app, orm, database);
  });

  const create = (tournamentId: number, pair: [number, number]) =>
    RequestContext.create(orm.em, () =>
      app.get(CommandBus).execute(new CreateBracketMatches(tournamentId, `Logs ${tournamentId}`, 3, 1, [pair], 60)),
    );

  it('keeps the seed out of the error when a first game cannot be stored', async () => {
    const [p1, p2] = [await registerPlayer(api, 'la'), await registerPlayer(api, 'lb')];
    await refuseGames('match_id < 0');
    const failure = await create(9001, [p1.id, p2.id]).then(
      () => null,
      (error: unknown) => error,
    );
    await allowGames();
    expect(failure).toBeInstanceOf(Error);
    const { message, stack } = failure as Error;
    expect(message).toMatch(/^Creating the matches of tournament 9001 failed: CheckConstraintViolationException/);
    // What a logger's error serializer writes: the message, the stack and every enumerable field.
    const fields = Object.fromEntries(Object.entries(failure as Error));
    expect(JSON.stringify({ ...fields, message, stack })).not.toMatch(HEX64);
  });

  it('redacts a seed logged by mistake, under its field or its column name', () => {
    new Logger('SeedProbe').warn({ fairnessSeed: 'a'.repeat(64), game: { fairness_seed: 'b'.repeat(64) } });
    const [probe] = written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.context === 'SeedProbe');
    expect(probe).toMatchObject({ fairnessSeed: '[redacted]', game: { fairness_seed: '[redacted]' } });
  });

  it("writes no seed to the log when the timer's next game cannot be opened, nor in a game played to the end", async () => {
    const [p1, p2] = [await registerPlayer(api, 'lc'), await registerPlayer(api, 'ld')];
    await create(9002, [p1.id, p2.id]);
    const [{ id: gameId, match_id: matchId }] = await sql<{ id: number; match_id: number }>(
      'SELECT g.id, g.match_id FROM games g JOIN matches m ON m.id = g.match_id WHERE m.tournament_id = 9002',
    );
    await refuseGames('game_number < 2');
    await sql('UPDATE games SET player1_deadline = now(), player2_deadline = now() WHERE id = ?', [gameId]);
    await eventually(() => Promise.resolve(written.join('')), {
      until: (log) => log.includes(`Auto-move in game ${gameId} failed`),
      timeout: 15_000,
    });
    await allowGames();
    // Then the game completes (the back-off over) and the next one opens with a seed of its own.
    await eventually(() => sql<{ status: string }>('SELECT status FROM games WHERE id = ?', [gameId]), {
      until: (rows) => rows[0]?.status === 'COMPLETED',
      timeout: 20_000,
    });
    expect(
      (await api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: p1.access })).body.games[0]
        .fairness.seed,
    ).toMatch(/^[0-9a-f]{64}$/);
    const lines = written.join('').split('\n').filter(Boolean);
    expect(lines.some((line) => line.includes('CheckConstraintViolationException'))).toBe(true);
    expect(lines.filter((line) => HEX64.test(line))).toEqual([]);
  }, 60_000);
});
