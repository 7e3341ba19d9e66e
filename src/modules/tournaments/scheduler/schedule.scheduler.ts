import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { later, now } from '../../../shared/database/expressions.js';
import { all, db } from '../../../shared/database/query.js';
import { SweepLoop } from '../../../shared/scheduling/sweep-loop.js';
import { OpenScheduledOccurrences, RemindScheduledTournament } from '../commands/schedule.commands.js';
import { REMINDER_MINUTES } from '../commands/remind-scheduled-tournament.handler.js';

/** Registration opens hours ahead of a start; a second late is nothing next to that. */
export const SCHEDULE_SWEEP_INTERVAL_MS = 1_000;

/**
 * Opens scheduled tournaments' occurrences when their registration opens (issue 32 §2). Safe with several
 * instances: each opening takes the schedule's advisory lock and looks again, and the unique index
 * tournaments_one_per_occurrence refuses a second tournament for one occurrence whatever happens. A one-off
 * schedule is looked at only while its one occurrence is still to come and not opened; a repeating one at every sweep (the
 * command finds what is due on the database's clock). Starting and cancelling at `starts_at` is the fill-deadline
 * sweep's: registration closes then.
 */
@Injectable()
export class ScheduleScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ScheduleScheduler');
  private readonly loop = new SweepLoop(
    () => this.sweep().then(() => SCHEDULE_SWEEP_INTERVAL_MS),
    (error) => {
      this.logger.error(`Schedule sweep failed: ${(error as Error).message}`);
      return SCHEDULE_SWEEP_INTERVAL_MS;
    },
  );

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

  /** Answers how many occurrences this sweep opened; then reminds the players of those starting soon. */
  async sweep(): Promise<number> {
    const opened = await this.open();
    await this.remind();
    return opened;
  }

  /**
   * Each scheduled tournament starting within REMINDER_MINUTES and not reminded yet (an indexed look:
   * tournaments_reminder_due) reminds its players, once across instances.
   */
  async remind(): Promise<number> {
    const em = this.orm.em.fork();
    const due = await all(
      em,
      db(em)
        .selectFrom('tournaments')
        .select('id')
        .where('status', '=', 'PENDING')
        .where('schedule_id', 'is not', null)
        .where('reminded_at', 'is', null)
        .where('starts_at', '<=', later({ mins: REMINDER_MINUTES }))
        .orderBy('starts_at')
        .orderBy('id')
        .limit(100),
    );
    let reminded = 0;
    for (const { id } of due) {
      if (this.loop.stopped) break;
      try {
        if (await this.commands.execute(new RemindScheduledTournament(id))) reminded++;
      } catch (error) {
        this.logger.error(`Reminding the players of tournament ${id} failed: ${(error as Error).message}`);
      }
    }
    return reminded;
  }

  private async open(): Promise<number> {
    const em = this.orm.em.fork();
    const candidates = await all(
      em,
      db(em)
        .selectFrom('tournament_schedules as s')
        .select('s.id')
        .where('s.deleted_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('s.repeat', '<>', 'none'),
            eb.and([
              eb('s.starts_at', '>', now()),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('tournaments as t')
                    .select('t.id')
                    .whereRef('t.schedule_id', '=', 's.id')
                    .whereRef('t.starts_at', '=', 's.starts_at'),
                ),
              ),
            ]),
          ]),
        )
        .orderBy('s.id'),
    );
    let opened = 0;
    for (const { id } of candidates) {
      if (this.loop.stopped) break;
      try {
        opened += await this.commands.execute(new OpenScheduledOccurrences(id));
      } catch (error) {
        this.logger.error(`Opening the occurrences of schedule ${id} failed: ${(error as Error).message}`);
      }
    }
    return opened;
  }
}
