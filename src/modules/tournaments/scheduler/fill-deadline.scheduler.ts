import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { clockNow } from '../../../shared/database/expressions.js';
import { all, db } from '../../../shared/database/query.js';
import { FailureBackoff, SweepLoop } from '../../../shared/scheduling/sweep-loop.js';
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
  private readonly loop = new SweepLoop(
    () => this.sweep(true).then(() => FILL_SWEEP_INTERVAL_MS),
    (error) => {
      this.logger.error(`Fill-deadline sweep failed: ${(error as Error).message}`);
      return FILL_SWEEP_INTERVAL_MS;
    },
  );
  private readonly backingOff = new FailureBackoff(FAILURE_BACKOFF_MS);
  private cancelledCount = 0;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    private readonly commands: CommandBus,
  ) {}

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  /** Tournaments this instance has cancelled at their deadline since start. */
  get cancelled(): number {
    return this.cancelledCount;
  }

  /**
   * One indexed look at the due deadlines (no lock, no transaction), then a cancellation per tournament; the
   * timer's sweeps stop early at shutdown. Answers how many this sweep cancelled.
   */
  async sweep(stopAtShutdown = false): Promise<number> {
    let cancelled = 0;
    for (const id of await this.dueIds()) {
      if (stopAtShutdown && this.loop.stopped) break;
      try {
        if (await this.commands.execute(new CancelUnfilledTournament(id))) cancelled++;
      } catch (error) {
        this.backingOff.hold(id);
        this.logger.error(`Cancelling unfilled tournament ${id} failed: ${(error as Error).message}`);
      }
    }
    this.cancelledCount += cancelled;
    return cancelled;
  }

  private async dueIds(): Promise<number[]> {
    const em = this.orm.em.fork();
    return this.backingOff.firstDue(MAX_PER_SWEEP, async (limit) => {
      const rows = await all(
        em,
        db(em)
          .selectFrom('tournaments')
          .select('id')
          .where('status', '=', 'PENDING')
          .where('registration_closes_at', '<=', clockNow())
          // Full and checking in: the check-in sweep settles it first (issue 32 §0).
          .where('check_in_ends_at', 'is', null)
          // A house table has no fill deadline: it waits until it is full (issue 32 §1).
          .where('template_id', 'is', null)
          .orderBy('registration_closes_at')
          .orderBy('id')
          .limit(limit),
      );
      return rows.map((r) => r.id);
    });
  }
}
