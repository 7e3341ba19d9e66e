import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { databaseNow } from '../../../shared/database/query.js';
import { transaction } from '../../../shared/transaction.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { SitAndGoTemplateDeleted } from '../contracts/tournaments.events.js';
import { DeleteSitAndGoTemplate } from './sit-and-go-template.commands.js';
import { lockTemplate, settleOpenTable } from './template-tables.js';

/**
 * A soft delete: its tournaments keep naming the template (their history, the 24-hour count), so the row stays,
 * retired. Its open table is handled as a deactivation's.
 */
@CommandHandler(DeleteSitAndGoTemplate)
export class DeleteSitAndGoTemplateHandler implements ICommandHandler<DeleteSitAndGoTemplate> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  execute({ adminId, templateId }: DeleteSitAndGoTemplate): Promise<void> {
    return transaction(this.em, async (em) => {
      const template = await lockTemplate(em, templateId);
      template.retire(await databaseNow(em));
      await em.flush();
      await recordEvents(
        em,
        raise(SitAndGoTemplateDeleted, template.id, { templateId: template.id, name: template.name }, adminId),
      );
      await settleOpenTable(em, this.commands, template, false, adminId);
    });
  }
}
