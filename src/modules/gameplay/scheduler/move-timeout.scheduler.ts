import { randomInt } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM, TransactionPropagation } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Metrics } from '../../../shared/observability/metrics.js';
import { CHOICES } from '../contracts/choices.js';
import { SubmitMove } from '../commands/submit-move.command.js';

export const SWEEP_INTERVAL_MS = 200;
/** A sweep stops after this many games so shutdown and the next interval are never held up for long. */
const MAX_GAMES_PER_SWEEP = 500;
/** Games per transaction: one commit for many moves when a crowd of deadlines falls due together. */
const BATCH_SIZE = 25;
/** A game whose auto-move failed is left alone this long, so it cannot block the games behind it. */
const FAILURE_BACKOFF_MS = 5_000;

interface DueGame {
  id: number;
  player1_id: number;
  player2_id: number;
  player1_deadline: Date;
  player2_deadline: Date;
}

/**
 * Moves for players who let their deadline pass: sweeps due games from the database on a sub-second
 * interval and submits a random move through SubmitMove, the command a player uses. Due games are locked
 * with FOR UPDATE SKIP LOCKED, a batch per transaction, and their moves are read again under that lock, so a
 * human move and the timer never both land and several app instances never move twice. Deadlines live in
 * the database, so after a restart the first sweep catches up.
 */
@Injectable()
export class MoveTimeoutScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MoveTimeoutScheduler');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;
  private readonly backingOff = new Map<number, number>();
  private autoSubmittedCount = 0;
  private sweepCount = 0;
  private lastLag = 0;
  private maxLag = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandBus,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
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

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sweep().finally(() => {
        this.running = null;
        this.schedule(SWEEP_INTERVAL_MS);
      });
    }, delayMs);
    this.timer.unref();
  }

  /** Handles due games, a batch per transaction, until none is left; returns how many it handled. */
  async sweep(): Promise<number> {
    let handled = 0;
    try {
      while (!this.stopped && handled < MAX_GAMES_PER_SWEEP) {
        const batch = await this.handleDueBatch();
        handled += batch;
        if (batch < BATCH_SIZE) break;
      }
    } catch (error) {
      this.logger.error(`Move-timeout sweep failed: ${(error as Error).message}`);
    }
    this.sweepCount++;
    return handled;
  }

  private skippedGameIds(): number[] {
    const now = Date.now();
    for (const [id, until] of this.backingOff) if (until <= now) this.backingOff.delete(id);
    return [...this.backingOff.keys()];
  }

  /**
   * Locks up to BATCH_SIZE of the most overdue games nobody else holds and moves for their overdue players,
   * each game inside a savepoint so one failure costs only that game; one commit for the batch. Returns how
   * many games it locked.
   */
  private async handleDueBatch(): Promise<number> {
    const em = this.orm.em.fork() as EntityManager;
    const skip = this.skippedGameIds();
    const lags: number[] = [];
    const failed: { gameId: number; error: Error }[] = [];
    const locked = await em.transactional(async (tx) => {
      const games = await tx.execute<DueGame[]>(
        `SELECT g.id, m.player1_id, m.player2_id, g.player1_deadline, g.player2_deadline
           FROM games g
           JOIN matches m ON m.id = g.match_id
          WHERE g.status = 'IN_PROGRESS'
            AND least(g.player1_deadline, g.player2_deadline) <= clock_timestamp()
            AND ((g.player1_deadline <= clock_timestamp()
                  AND NOT EXISTS (SELECT 1 FROM moves mv WHERE mv.game_id = g.id AND mv.user_id = m.player1_id))
              OR (g.player2_deadline <= clock_timestamp()
                  AND NOT EXISTS (SELECT 1 FROM moves mv WHERE mv.game_id = g.id AND mv.user_id = m.player2_id)))
            ${skip.length ? `AND g.id NOT IN (${skip.map(() => '?').join(', ')})` : ''}
          ORDER BY least(g.player1_deadline, g.player2_deadline), g.id
          LIMIT ${BATCH_SIZE}
          FOR UPDATE OF g SKIP LOCKED`,
        skip,
      );
      for (const game of games) {
        try {
          const moved = await tx.transactional((savepoint) => this.moveForOverduePlayers(savepoint as EntityManager, game), {
            propagation: TransactionPropagation.NESTED,
          });
          lags.push(...moved);
        } catch (error) {
          failed.push({ gameId: game.id, error: error as Error });
        }
      }
      return games.length;
    });
    // Counted once committed: a rolled-back move never happened.
    for (const lag of lags) {
      this.autoSubmittedCount++;
      this.lastLag = lag;
      this.maxLag = Math.max(this.maxLag, lag);
      this.metrics.autoSubmittedMoves.inc();
      this.metrics.schedulerSweepLag.observe(lag / 1000);
    }
    for (const { gameId, error } of failed) {
      this.backingOff.set(gameId, Date.now() + FAILURE_BACKOFF_MS);
      this.logger.error(`Auto-move in game ${gameId} failed: ${(error as Error).message}`);
    }
    return locked;
  }

  /** Returns how late each move landed past its deadline, in milliseconds. */
  private async moveForOverduePlayers(tx: EntityManager, game: DueGame): Promise<number[]> {
    // The sweep's own snapshot may predate a move committed just before the lock was taken: read again.
    const [state] = await tx.execute<{ moved: number[]; now: Date }[]>(
      'SELECT array(SELECT user_id FROM moves WHERE game_id = ?) AS moved, clock_timestamp() AS now',
      [game.id],
    );
    const moved = new Set(state.moved);
    const now = new Date(state.now).getTime();
    const overdue = [
      { userId: game.player1_id, deadline: new Date(game.player1_deadline).getTime() },
      { userId: game.player2_id, deadline: new Date(game.player2_deadline).getTime() },
    ].filter((p) => p.deadline <= now && !moved.has(p.userId));
    for (const player of overdue) {
      await this.commands.execute(new SubmitMove(game.id, player.userId, CHOICES[randomInt(CHOICES.length)], true));
    }
    return overdue.map((p) => Math.max(0, now - p.deadline));
  }
}
