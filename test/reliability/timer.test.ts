/**
 * The move timer under a crash: many games reach their deadline at the same instant while two app instances
 * sweep them, and one instance is SIGKILLed mid-sweep (then started again). Every player of every game must
 * end with exactly one move, and the random moves must look uniform over the five choices.
 *
 * Short form (npm test): 200 games. Long form (RELIABILITY_SECONDS >= 60): 1,000 games.
 */
import { CommandBus } from '@nestjs/cqrs';
import { CreateBracketMatches } from '../../src/modules/gameplay/contracts/gameplay.commands.js';
import { createTestDatabase } from '../support/test-database.js';
import { startTestApp } from '../support/test-app.js';
import { AppInstance, chiSquaredSurvivalDf4, freePort, LONG, queryOnce, sleep, tempDir } from './support.js';
import { writeFigures } from './report.js';
import { closeAll } from '../support/teardown.js';
import { join } from 'node:path';
import { eventually } from '../support/eventually.js';

const GAMES = LONG ? 1000 : 200;
const TOURNAMENT_BASE = 700_000; // no such tournaments exist: the bracket listener ignores their matches
const USER_BASE = 5_000_000; // synthetic players: the timer needs only their ids
const CHOICES = ['ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD'];
const FINISH_BOUND_MS = LONG ? 600_000 : 150_000;

/** The kill's moment past the deadline: the sweep interval is 200 ms, so the first sweep is under way. */
const KILL_AFTER_DEADLINE_MS = 150;

const TEST_TIMEOUT_MS = FINISH_BOUND_MS + 240_000;

describe('move timer across two instances with a SIGKILL mid-sweep', () => {
  let database: { url: string; drop(): Promise<void> };
  const instances: AppInstance[] = [];

  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await closeAll(database).catch(() => undefined);
  }, 60_000);

  it(
    `gives each player exactly one move in each of ${GAMES} games expiring together`,
    async () => {
      database = await createTestDatabase();
      const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => queryOnce<T>(database.url, q, p);
      const logDir = tempDir('spockout-rel-timer-');
      for (const name of ['A', 'B']) {
        const instance = new AppInstance(
          `timer-${name}`,
          await freePort(),
          {
            DATABASE_URL: database.url,
            MOVE_TIMEOUT_SECONDS: '2',
            MATCH_START_GRACE_SECONDS: '0',
            DATA_DIR: tempDir('spockout-rel-data-'),
          },
          join(logDir, `${name}.log`),
        );
        instances.push(instance);
        instance.start();
      }
      await Promise.all(instances.map((i) => i.waitReady(120_000)));

      // The games are created through gameplay's own command, in-process, with a long timeout; the in-process app
      // is closed again before any deadline is due, so only the two instances sweep.
      const creator = await startTestApp({ MOVE_TIMEOUT_SECONDS: '3600' }, database.url);
      try {
        const bus = creator.app.get(CommandBus);
        let next = 0;
        const worker = async () => {
          for (let i = next++; i < GAMES; i = next++) {
            const a = USER_BASE + 2 * i;
            await bus.execute(
              new CreateBracketMatches(
                TOURNAMENT_BASE + i,
                `Timer ${i}`,
                1,
                1,
                [[a, a + 1]],
                creator.config.moveTimeoutSeconds,
              ),
            );
          }
        };
        await Promise.all([worker(), worker(), worker(), worker()]);
      } finally {
        await creator.close();
      }
      const matchFilter = 'm.tournament_id >= $1 AND m.tournament_id < $2';
      const range = [TOURNAMENT_BASE, TOURNAMENT_BASE + GAMES];
      // A tie's next game takes its match's clock (issue 32 §4): the matches were made with the creator's hour so
      // that no first game came due while they were being made; their replays get the instances' 2 s.
      await sql(`UPDATE matches m SET move_timeout = 2 WHERE ${matchFilter}`, range);
      // One statement, one now(): every first game's deadline is the same instant, 3 s ahead.
      const updated = await sql<{ n: string }>(
        `WITH u AS (UPDATE games g SET player1_deadline = now() + interval '3 seconds', player2_deadline = now() + interval '3 seconds'
                    FROM matches m WHERE m.id = g.match_id AND ${matchFilter} RETURNING g.id) SELECT count(*) AS n FROM u`,
        range,
      );
      expect(Number(updated[0].n)).toBe(GAMES);

      // Kill instance A just after the deadline: a sweep locks and moves a batch of hundreds of games in one
      // transaction within a few hundred ms, so this lands inside one (whichever instance holds it, the other
      // must then move for every game the dead one never committed).
      const movesSoFar = async () =>
        Number(
          (
            await sql<{ n: string }>(
              `SELECT count(*) AS n FROM moves mv JOIN games g ON g.id = mv.game_id JOIN matches m ON m.id = g.match_id WHERE ${matchFilter}`,
              range,
            )
          )[0].n,
        );
      const started = Date.now();
      // On the database's clock, which the deadlines are set and read by; first games only, as a tie's replay
      // (with its own, later deadline) would move the mark on and the kill past the sweep.
      await eventually(
        async () =>
          (
            await sql<{ past: boolean }>(
              `SELECT clock_timestamp() >= max(g.player1_deadline) + make_interval(secs => $3) AS past
                 FROM games g JOIN matches m ON m.id = g.match_id WHERE ${matchFilter} AND g.game_number = 1`,
              [...range, KILL_AFTER_DEADLINE_MS / 1000],
            )
          )[0].past,
        { timeout: 30_000, interval: 10, what: 'the deadline, and a moment after it' },
      );
      const atKill = await movesSoFar();
      await instances[0].kill();
      const killedAfterMs = Date.now() - started;
      await sleep(1000);
      instances[0].start();
      await instances[0].waitReady(120_000);

      // Bounded wait for every match to finish (ties open a new game with a fresh 2 s deadline).
      await eventually(
        async () => {
          const [row] = await sql<{ open: string }>(
            `SELECT count(*) AS open FROM matches m WHERE ${matchFilter} AND m.status <> 'COMPLETED'`,
            range,
          );
          return Number(row.open) === 0 ? true : undefined;
        },
        {
          timeout: FINISH_BOUND_MS,
          interval: 500,
          what: `all ${GAMES} timer matches completed (moves so far: see the checks below)`,
        },
      );

      const duplicates = await sql(
        `SELECT mv.game_id, mv.user_id, count(*) AS n FROM moves mv JOIN games g ON g.id = mv.game_id JOIN matches m ON m.id = g.match_id
        WHERE ${matchFilter} GROUP BY mv.game_id, mv.user_id HAVING count(*) <> 1`,
        range,
      );
      const missing = await sql(
        `SELECT g.id AS game_id, p.user_id FROM games g JOIN matches m ON m.id = g.match_id
         CROSS JOIN LATERAL (VALUES (m.player1_id), (m.player2_id)) AS p(user_id)
        WHERE ${matchFilter} AND NOT EXISTS (SELECT 1 FROM moves mv WHERE mv.game_id = g.id AND mv.user_id = p.user_id)`,
        range,
      );
      const strangers = await sql(
        `SELECT mv.game_id, mv.user_id FROM moves mv JOIN games g ON g.id = mv.game_id JOIN matches m ON m.id = g.match_id
        WHERE ${matchFilter} AND mv.user_id NOT IN (m.player1_id, m.player2_id)`,
        range,
      );
      const [games] = await sql<{ n: string; first: string }>(
        `SELECT count(*) AS n, count(*) FILTER (WHERE g.game_number = 1) AS first FROM games g JOIN matches m ON m.id = g.match_id WHERE ${matchFilter}`,
        range,
      );
      const counts = await sql<{ choice: string; n: string }>(
        `SELECT mv.choice, count(*) AS n FROM moves mv JOIN games g ON g.id = mv.game_id JOIN matches m ON m.id = g.match_id
        WHERE ${matchFilter} AND mv.auto GROUP BY mv.choice`,
        range,
      );
      const observed = CHOICES.map((c) => Number(counts.find((r) => r.choice === c)?.n ?? 0));
      const total = observed.reduce((a, b) => a + b, 0);
      const expected = total / CHOICES.length;
      const chi2 = observed.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
      const p = chiSquaredSurvivalDf4(chi2);
      const crashes = instances.flatMap((i) => i.unexpectedExits);

      const summary = [
        `timer: ${GAMES} first games due at one instant, ${games.n} games in all (ties replay), 2 instances`,
        `  SIGKILL of instance A ${killedAfterMs} ms after the deadlines were set (3 s ahead), with ${atKill} of ${2 * GAMES} first-game moves in; A restarted`,
        `  moves: ${total} auto; choices ${CHOICES.map((c, i) => `${c}=${observed[i]}`).join(' ')}; chi2=${chi2.toFixed(2)} (df 4) p=${p.toFixed(4)}`,
        `  duplicate (game, player) moves: ${duplicates.length}; missing: ${missing.length}; moves by non-players: ${strangers.length}; unexpected exits: ${crashes.length}`,
      ];
      console.log(summary.join('\n'));
      if (LONG) writeFigures('timer', summary);

      expect(Number(games.first)).toBe(GAMES);
      expect(duplicates).toEqual([]);
      expect(missing).toEqual([]);
      expect(strangers).toEqual([]);
      expect(crashes).toEqual([]);
      expect(p).toBeGreaterThan(0.001);
    },
    TEST_TIMEOUT_MS,
  );
});
