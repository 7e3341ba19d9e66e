import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Metrics } from '../../../shared/observability/metrics.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { FailureBackoff, SweepLoop } from '../../../shared/scheduling/sweep-loop.js';
import { SubmitMoves } from '../commands/submit-move.command.js';
import { sql } from 'kysely';
import { all, databaseNow, one, type Row } from '../../../shared/database/query.js';

export const SWEEP_INTERVAL_MS = 200;
/** A sweep stops after this many games so shutdown is never held up for long; the next one follows at once. */
const MAX_GAMES_PER_SWEEP = 2_000;
/** Games per transaction: the statements of a batch do not grow with it, so a crowd of deadlines is a few commits. */
const BATCH_SIZE = 250;
/** Batches in flight at once in one instance (each holds a pooled connection while it runs). */
const SWEEP_WORKERS = 2;
/** A game whose auto-move failed is left alone this long, so it cannot block the games behind it. */
const FAILURE_BACKOFF_MS = 5_000;

/** A due game; a game is only opened for a started match, so both seats are taken. */
type DueGame = Pick<Row<'games'>, 'id' | 'player1_deadline' | 'player2_deadline'> & {
  player1_id: number;
  player2_id: number;
  player1_due: boolean;
  player2_due: boolean;
};

/**
 * A player of game g (match m) without a move whose deadline has passed. Never the computer of a practice match
 * (slot 2, issue 33 §5): its move lands with its player's, the timer's included.
 */
const PLAYER1_DUE = sql<boolean>`(g.player1_deadline <= clock_timestamp()
    AND NOT EXISTS (SELECT 1 FROM moves mv WHERE mv.game_id = g.id AND mv.user_id = m.player1_id))`;
const PLAYER2_DUE = sql<boolean>`(g.player2_deadline <= clock_timestamp() AND NOT m.practice
    AND NOT EXISTS (SELECT 1 FROM moves mv WHERE mv.game_id = g.id AND mv.user_id = m.player2_id))`;

/** Open games with a player due, but for the `skipped` games backing off after a failure. */
const dueGames = (skipped: number[]) =>
  sql<boolean>`g.status = 'IN_PROGRESS'
   AND least(g.player1_deadline, g.player2_deadline) <= clock_timestamp()
   AND (${PLAYER1_DUE} OR ${PLAYER2_DUE})
   ${skipped.length ? sql`AND g.id NOT IN (${sql.join(skipped)})` : sql``}`;

/**
 * Moves for players who let their deadline pass: sweeps due games from the database on a sub-second
 * interval and submits the moves each game's seed derives (docs/fairness.md) through SubmitMoves, which runs the rules of a player's SubmitMove. Due
 * games are locked with FOR UPDATE SKIP LOCKED, a batch per transaction, and their moves are read again under
 * that lock, so a human move and the timer never both land and several app instances never move twice.
 * Deadlines live in the database, so after a restart the first sweep catches up.
 */
@Injectable()
export class MoveTimeoutScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MoveTimeoutScheduler');
  private readonly loop = new SweepLoop(
    () => this.tick(),
    () => SWEEP_INTERVAL_MS,
  );
  private readonly backingOff = new FailureBackoff(FAILURE_BACKOFF_MS);
  private autoSubmittedCount = 0;
  private sweepCount = 0;
  private lastLag = 0;
  private maxLag = 0;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    private readonly commands: CommandBus,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  /** Moves the timer has submitted since start (also exported as gameplay_auto_submitted_moves_total). */
  get autoSubmitted(): number {
    return this.autoSubmittedCount;
  }

  /** Sweeps run since start. */
  get sweeps(): number {
    return this.sweepCount;
  }

  /** How late past its deadline the latest auto-move landed, in milliseconds (gameplay_timer_lateness_seconds). */
  get lastLagMs(): number {
    return this.lastLag;
  }

  /** The largest such lateness since start, in milliseconds. */
  get maxLagMs(): number {
    return this.maxLag;
  }

  /**
   * One look at the deadlines, then a sweep only if a move is due. An idle instance costs one indexed statement
   * per interval; it used to open a locking transaction per sweep worker (two) and ask for the next deadline on
   * top, seven statements every 200 ms. Returns when to look again.
   */
  private async tick(): Promise<number> {
    const { due, nextMs } = await this.deadlines();
    if (!due) return nextMs > 0 && nextMs < SWEEP_INTERVAL_MS ? Math.ceil(nextMs) + 1 : SWEEP_INTERVAL_MS;
    const handled = await this.sweep();
    // Nothing handled: what is due is locked by another instance's sweep; don't spin on it. Else look again at
    // once: the sweep stopped at its cap, or the next deadline may be near.
    return handled === 0 ? SWEEP_INTERVAL_MS : 0;
  }

  /**
   * Whether a move is due now (the sweep's own test, without locking), and how far off the nearest deadline
   * still ahead is, on the database's clock. A game backing off after a failure is not due.
   */
  private deadlines(): Promise<{ due: boolean; nextMs: number }> {
    return dueDeadlines(this.orm.em.fork(), this.backingOff.held());
  }

  /**
   * Handles due games until none is left, SWEEP_WORKERS batches at a time (each its own transaction; SKIP
   * LOCKED hands them different games), so one batch's round trips overlap another's work. Returns how many
   * games it handled.
   */
  async sweep(): Promise<number> {
    let handled = 0;
    const worker = async () => {
      while (!this.loop.stopped && handled < MAX_GAMES_PER_SWEEP) {
        const batch = await this.handleDueBatch();
        handled += batch;
        if (batch < BATCH_SIZE) break;
      }
    };
    try {
      await Promise.all(Array.from({ length: SWEEP_WORKERS }, worker));
    } catch (error) {
      this.logger.error(`Move-timeout sweep failed: ${(error as Error).message}`);
    }
    this.sweepCount++;
    return handled;
  }

  /**
   * Locks up to BATCH_SIZE of the most overdue games nobody else holds (or just `onlyGameId`) and submits a
   * move for each overdue player through SubmitMoves, in one transaction. If the batch fails, its
   * games are retried one per transaction, so one bad game cannot hold up the others. Returns how many games
   * it locked.
   */
  private async handleDueBatch(onlyGameId?: number): Promise<number> {
    const em = this.orm.em.fork();
    const skip = onlyGameId === undefined ? this.backingOff.held() : [];
    let lockedIds: number[] = [];
    try {
      const lags = await em.transactional(async (tx) => {
        const games = await lockDueGames(tx, skip, onlyGameId);
        lockedIds = games.map((g) => g.id);
        const due = games.flatMap((game) =>
          ([1, 2] as const)
            .filter((slot) => (slot === 1 ? game.player1_due : game.player2_due))
            .map((slot) => ({
              // No choice: the desk derives it from the game's seed, under the lock (docs/fairness.md).
              request: { gameId: game.id, userId: slot === 1 ? game.player1_id : game.player2_id, auto: true },
              deadline: new Date(slot === 1 ? game.player1_deadline : game.player2_deadline).getTime(),
            })),
        );
        if (!due.length) return [];
        const outcomes = await this.commands.execute(new SubmitMoves(due.map((d) => d.request)));
        const now = await databaseNow(tx);
        // A refusal here is a player who moved between the scan and the lock: nothing to do for them. A
        // forfeit made no move, so it is not counted as one.
        return due
          .filter((_, i) => {
            const outcome = outcomes[i];
            return !(outcome instanceof DomainError) && !outcome.forfeit;
          })
          .map((d) => Math.max(0, now.getTime() - d.deadline));
      });
      this.count(lags);
    } catch (error) {
      if (onlyGameId !== undefined || lockedIds.length === 0) {
        if (onlyGameId !== undefined) this.backingOff.hold(onlyGameId);
        this.logger.error(`Auto-move in game ${onlyGameId ?? '(scan)'} failed: ${(error as Error).message}`);
        if (onlyGameId === undefined) throw error;
        return 1;
      }
      this.logger.warn(
        `A batch of ${lockedIds.length} auto-moves failed (${(error as Error).message}); retrying its games one by one`,
      );
      for (const id of lockedIds) await this.handleDueBatch(id);
    }
    return lockedIds.length;
  }

  /** Counted once committed: a rolled-back move never happened. */
  private count(lags: number[]): void {
    for (const lag of lags) {
      this.autoSubmittedCount++;
      this.lastLag = lag;
      this.maxLag = Math.max(this.maxLag, lag);
      this.metrics.autoSubmittedMoves.inc();
      this.metrics.schedulerSweepLag.observe(lag / 1000);
    }
  }
}

/**
 * Whether a move is due now (the sweep's own test, without locking), and how far off the nearest deadline still
 * ahead is, on the database's clock; the `skip` games are backing off. A SQL template (run by
 * test/integration/sql-templates.test.ts): the timer's hot query, with its expressions shared with lockDueGames.
 * One row always (a SELECT of two subqueries); next_ms is numeric (extract's type), which the driver hands over
 * as text.
 */
export async function dueDeadlines(em: EntityManager, skip: number[]): Promise<{ due: boolean; nextMs: number }> {
  const row = await one(
    em,
    sql<{ due: boolean; next_ms: string | null }>`
      SELECT EXISTS (SELECT 1 FROM games g JOIN matches m ON m.id = g.match_id WHERE ${dueGames(skip)}) AS due,
             (SELECT extract(epoch FROM min(least(player1_deadline, player2_deadline)) - clock_timestamp()) * 1000
                FROM games
               WHERE status = 'IN_PROGRESS' AND least(player1_deadline, player2_deadline) > clock_timestamp()) AS next_ms`,
  );
  return {
    due: row.due,
    nextMs: row.next_ms === null ? NaN : Number(row.next_ms),
  };
}

/**
 * Locks a batch of due games (or the one given), skipping those another sweep or a move holds. A SQL template
 * (run by test/integration/sql-templates.test.ts).
 */
export function lockDueGames(tx: EntityManager, skip: number[], onlyGameId?: number): Promise<DueGame[]> {
  const where = onlyGameId !== undefined ? sql`${dueGames([])} AND g.id = ${onlyGameId}` : dueGames(skip);
  return all(
    tx,
    sql<DueGame>`
      SELECT g.id, m.player1_id, m.player2_id, g.player1_deadline, g.player2_deadline,
             ${PLAYER1_DUE} AS player1_due, ${PLAYER2_DUE} AS player2_due
        FROM games g
        JOIN matches m ON m.id = g.match_id
       WHERE ${where}
       ORDER BY least(g.player1_deadline, g.player2_deadline), g.id
       LIMIT ${BATCH_SIZE}
       FOR UPDATE OF g SKIP LOCKED`,
  );
}
