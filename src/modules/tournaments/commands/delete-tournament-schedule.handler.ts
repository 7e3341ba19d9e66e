import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { databaseNow } from '../../../shared/database/query.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { TournamentScheduleDeleted } from '../contracts/tournaments.events.js';
import { DeleteTournamentSchedule } from './schedule.commands.js';
import { cancelOpenOccurrences, lockSchedule } from './schedules.js';

/**
 * A soft delete: its tournaments keep naming the schedule, so the row stays, retired. Its occurrences still
 * waiting to start are cancelled with every fee back: an operator who withdraws a schedule withdraws its cups.
 */
@CommandHandler(DeleteTournamentSchedule)
export class DeleteTournamentScheduleHandler implements ICommandHandler<DeleteTournamentSchedule> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  execute({ adminId, scheduleId }: DeleteTournamentSchedule): Promise<void> {
    return transaction(this.em, async (em) => {
      const schedule = await lockSchedule(em, scheduleId);
      schedule.retire(await databaseNow(em));
      await em.flush();
      await recordEvents(
        em,
        raise(TournamentScheduleDeleted, schedule.id, { scheduleId: schedule.id, name: schedule.name }, adminId),
      );
      await cancelOpenOccurrences(em, this.commands, schedule.id, adminId);
    });
  }
}
