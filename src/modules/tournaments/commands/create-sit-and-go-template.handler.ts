import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { databaseNow } from '../../../shared/database/query.js';
import { transaction } from '../../../shared/transaction.js';
import { requireMoveTimeout } from '../domain/pace.js';
import { SitAndGoTemplate } from '../domain/sit-and-go-template.entity.js';
import { CreateSitAndGoTemplate } from './sit-and-go-template.commands.js';
import { recordTemplateSaved, settleOpenTable } from './template-tables.js';

@CommandHandler(CreateSitAndGoTemplate)
export class CreateSitAndGoTemplateHandler implements ICommandHandler<CreateSitAndGoTemplate> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ adminId, terms, active }: CreateSitAndGoTemplate): Promise<SitAndGoTemplate> {
    const moveTimeout = requireMoveTimeout(terms.moveTimeout, this.config.moveTimeoutSeconds);
    return transaction(this.em, async (em) => {
      const template = new SitAndGoTemplate({ ...terms, moveTimeout }, active, await databaseNow(em));
      await em.persist(template).flush();
      await recordTemplateSaved(em, template, 'created', adminId);
      await settleOpenTable(em, this.commands, template, false, adminId);
      return template;
    });
  }
}
