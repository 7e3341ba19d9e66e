import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { databaseNow } from '../../../shared/database/query.js';
import { transaction } from '../../../shared/transaction.js';
import { requireMoveTimeout } from '../domain/pace.js';
import { TournamentSchedule } from '../domain/tournament-schedule.entity.js';
import { CreateTournamentSchedule } from './schedule.commands.js';
import { openOccurrences, recordScheduleSaved } from './schedules.js';

@CommandHandler(CreateTournamentSchedule)
export class CreateTournamentScheduleHandler implements ICommandHandler<CreateTournamentSchedule> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ adminId, terms }: CreateTournamentSchedule): Promise<TournamentSchedule> {
    const moveTimeout = requireMoveTimeout(terms.moveTimeout, this.config.moveTimeoutSeconds);
    return transaction(this.em, async (em) => {
      const schedule = new TournamentSchedule({ ...terms, moveTimeout }, await databaseNow(em));
      await em.persist(schedule).flush();
      await recordScheduleSaved(em, schedule, 'created', adminId);
      await openOccurrences(em, this.config, schedule.id);
      return schedule;
    });
  }
}
