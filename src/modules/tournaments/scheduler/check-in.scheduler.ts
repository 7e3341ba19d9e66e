import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { FailureBackoff, SweepLoop } from '../../../shared/scheduling/sweep-loop.js';
import type { CheckInOutcome } from '../commands/check-in.js';
import { SettleCheckIn } from '../commands/settle-check-in.command.js';

/** A returning player's client is checked in within a second of being seen; a window ends at most a second late. */
export const CHECK_IN_SWEEP_INTERVAL_MS = 1_000;
/** Tournaments looked at per sweep at most, the soonest to end first; the next sweep goes on. */
const MAX_PER_SWEEP = 100;
/** A tournament whose settling failed is left alone this long, so it cannot hold up the ones behind it. */
const FAILURE_BACKOFF_MS = 5_000;

export type CheckInSweep = Record<CheckInOutcome, number>;

/**
 * Watches the tournaments checking in (issue 32 §0): a player whose client turns up during the window is checked
 * in, a tournament whose players are all in starts, and one whose window ended drops and refunds who never came.
 * Windows live in the database and are compared on its clock, so the first sweep after a restart catches up; each
 * tournament is settled under its row lock taken with SKIP LOCKED and re-checked, so several instances never
 * start or refund one twice. Modelled on the fill-deadline sweep.
 */
@Injectable()
export class CheckInScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CheckInScheduler');
  private readonly loop = new SweepLoop(
    () => this.sweep(true).then(() => CHECK_IN_SWEEP_INTERVAL_MS),
    (error) => {
      this.logger.error(`Check-in sweep failed: ${(error as Error).message}`);
      return CHECK_IN_SWEEP_INTERVAL_MS;
    },
  );
  private readonly backingOff = new FailureBackoff(FAILURE_BACKOFF_MS);

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

  /** One indexed look at the tournaments checking in (no lock), then one settling each. Answers what it did. */
  async sweep(stopAtShutdown = false): Promise<CheckInSweep> {
    const done: CheckInSweep = { started: 0, lapsed: 0, waiting: 0 };
    for (const id of await this.checkingIn()) {
      if (stopAtShutdown && this.loop.stopped) break;
      try {
        const outcome = await this.commands.execute(new SettleCheckIn(id));
        if (outcome) done[outcome]++;
      } catch (error) {
        this.backingOff.hold(id);
        this.logger.error(`Settling the check-in of tournament ${id} failed: ${(error as Error).message}`);
      }
    }
    return done;
  }

  private async checkingIn(): Promise<number[]> {
    const held = this.backingOff.held();
    const em = this.orm.em.fork();
    const rows = await all(
      em,
      db(em)
        .selectFrom('tournaments')
        .select('id')
        .where('status', '=', 'PENDING')
        .where('check_in_ends_at', 'is not', null)
        .orderBy('check_in_ends_at')
        .orderBy('id')
        .limit(MAX_PER_SWEEP + held.length),
    );
    return rows
      .map((r) => r.id)
      .filter((id) => !held.includes(id))
      .slice(0, MAX_PER_SWEEP);
  }
}
