import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { CancelUnfilledTournament } from '../commands/cancel-unfilled-tournament.command.js';

/** Registration deadlines are minutes to days apart; a second late is nothing next to a day-long wait. */
export const FILL_SWEEP_INTERVAL_MS = 1_000;
/** Tournaments cancelled per sweep at most, so shutdown is never held up for long; the next sweep goes on. */
const MAX_PER_SWEEP = 100;
/** A tournament whose cancellation failed is left alone this long, so it cannot hold up the ones behind it. */
const FAILURE_BACKOFF_MS = 5_000;

/**
 * Cancels tournaments still not full when registration closes, refunding every fee through
 * CancelUnfilledTournament. Deadlines live in the database and are compared on its clock, so the first sweep
 * after a restart catches up; each cancellation locks its tournament with SKIP LOCKED and checks it is still
 * PENDING, so several instances never cancel (or refund) one twice. Modelled on the move timer.
 */
@Injectable()
export class FillDeadlineScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('FillDeadlineScheduler');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;
  private readonly backingOff = new Map<number, number>();
  private cancelledCount = 0;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    private readonly commands: CommandBus,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Tournaments this instance has cancelled at their deadline since start. */
  get cancelled(): number {
    return this.cancelledCount;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sweep(true)
        .catch((error: unknown) => this.logger.error(`Fill-deadline sweep failed: ${(error as Error).message}`))
        .then(() => {
          this.running = null;
          this.schedule(FILL_SWEEP_INTERVAL_MS);
        });
    }, delayMs);
    this.timer.unref();
  }

  /**
   * One indexed look at the due deadlines (no lock, no transaction), then a cancellation per tournament; the
   * timer's sweeps stop early at shutdown. Answers how many this sweep cancelled.
   */
  async sweep(stopAtShutdown = false): Promise<number> {
    let cancelled = 0;
    for (const id of await this.dueIds()) {
      if (stopAtShutdown && this.stopped) break;
      try {
        if (await this.commands.execute(new CancelUnfilledTournament(id))) cancelled++;
      } catch (error) {
        this.backingOff.set(id, Date.now() + FAILURE_BACKOFF_MS);
        this.logger.error(`Cancelling unfilled tournament ${id} failed: ${(error as Error).message}`);
      }
    }
    this.cancelledCount += cancelled;
    return cancelled;
  }

  private async dueIds(): Promise<number[]> {
    const now = Date.now();
    for (const [id, until] of this.backingOff) if (until <= now) this.backingOff.delete(id);
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `SELECT id FROM tournaments
        WHERE status = 'PENDING' AND registration_closes_at <= clock_timestamp()
        ORDER BY registration_closes_at, id
        LIMIT ${MAX_PER_SWEEP + this.backingOff.size}`,
      );
    return rows
      .map((r) => r.id)
      .filter((id) => !this.backingOff.has(id))
      .slice(0, MAX_PER_SWEEP);
  }
}
