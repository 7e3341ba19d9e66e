import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { transaction } from '../../../shared/transaction.js';
import { OpenScheduledOccurrences } from './schedule.commands.js';
import { openOccurrences } from './schedules.js';

@CommandHandler(OpenScheduledOccurrences)
export class OpenScheduledOccurrencesHandler implements ICommandHandler<OpenScheduledOccurrences> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ scheduleId }: OpenScheduledOccurrences): Promise<number> {
    return transaction(this.em, (em) => openOccurrences(em, this.config, scheduleId));
  }
}
