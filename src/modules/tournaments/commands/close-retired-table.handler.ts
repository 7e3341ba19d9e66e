import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../shared/transaction.js';
import { SitAndGoTemplate } from '../domain/sit-and-go-template.entity.js';
import { lockTournament } from './admission.js';
import { cancelWithRefunds } from './cancellation.js';
import { CloseRetiredTable } from './close-retired-table.command.js';

/** Re-checked under the tournament's lock: a player may have sat down, or the template come back, meanwhile. */
@CommandHandler(CloseRetiredTable)
export class CloseRetiredTableHandler implements ICommandHandler<CloseRetiredTable> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  execute({ tournamentId }: CloseRetiredTable): Promise<boolean> {
    return transaction(this.em, async (em) => {
      const table = await lockTournament(em, tournamentId);
      if (table?.templateId == null || table.status !== 'PENDING' || table.currentPlayers > 0) return false;
      const template = await em.findOne(SitAndGoTemplate, table.templateId, { refresh: true });
      if (template?.open) return false;
      await cancelWithRefunds(em, this.commands, table, 'cancelled_by_organizer', null);
      return true;
    });
  }
}
