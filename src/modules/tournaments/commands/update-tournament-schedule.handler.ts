import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { databaseNow } from '../../../shared/database/query.js';
import { transaction } from '../../../shared/transaction.js';
import { requireMoveTimeout } from '../domain/pace.js';
import type { TournamentSchedule } from '../domain/tournament-schedule.entity.js';
import { UpdateTournamentSchedule } from './schedule.commands.js';
import { lockSchedule, openOccurrences, recordScheduleSaved } from './schedules.js';

/** New terms apply from the next occurrence opened: one already open keeps the terms its players registered for. */
@CommandHandler(UpdateTournamentSchedule)
export class UpdateTournamentScheduleHandler implements ICommandHandler<UpdateTournamentSchedule> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ adminId, scheduleId, update }: UpdateTournamentSchedule): Promise<TournamentSchedule> {
    const moveTimeout =
      update.moveTimeout === undefined
        ? undefined
        : requireMoveTimeout(update.moveTimeout, this.config.moveTimeoutSeconds);
    return transaction(this.em, async (em) => {
      const schedule = await lockSchedule(em, scheduleId);
      schedule.change({ ...update, moveTimeout }, await databaseNow(em));
      await em.flush();
      await recordScheduleSaved(em, schedule, 'updated', adminId);
      await openOccurrences(em, this.config, schedule.id);
      return schedule;
    });
  }
}
