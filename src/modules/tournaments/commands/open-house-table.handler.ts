import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { transaction } from '../../../shared/transaction.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { openHouseTable } from './house-tables.js';
import { OpenHouseTable } from './open-house-table.command.js';

@CommandHandler(OpenHouseTable)
export class OpenHouseTableHandler implements ICommandHandler<OpenHouseTable> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ templateId }: OpenHouseTable): Promise<Tournament | null> {
    return transaction(this.em, (em) => openHouseTable(em, this.config, templateId));
  }
}
