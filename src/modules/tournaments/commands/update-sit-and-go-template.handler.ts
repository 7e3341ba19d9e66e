import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { databaseNow } from '../../../shared/database/query.js';
import { transaction } from '../../../shared/transaction.js';
import { requireMoveTimeout } from '../domain/pace.js';
import type { SitAndGoTemplate } from '../domain/sit-and-go-template.entity.js';
import { UpdateSitAndGoTemplate } from './sit-and-go-template.commands.js';
import { lockTemplate, recordTemplateSaved, settleOpenTable } from './template-tables.js';

@CommandHandler(UpdateSitAndGoTemplate)
export class UpdateSitAndGoTemplateHandler implements ICommandHandler<UpdateSitAndGoTemplate> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ adminId, templateId, update }: UpdateSitAndGoTemplate): Promise<SitAndGoTemplate> {
    const moveTimeout =
      update.moveTimeout === undefined
        ? undefined
        : requireMoveTimeout(update.moveTimeout, this.config.moveTimeoutSeconds);
    return transaction(this.em, async (em) => {
      const template = await lockTemplate(em, templateId);
      const termsChanged = template.change({ ...update, moveTimeout }, await databaseNow(em));
      await em.flush();
      await recordTemplateSaved(em, template, 'updated', adminId);
      await settleOpenTable(em, this.commands, template, termsChanged, adminId);
      return template;
    });
  }
}
