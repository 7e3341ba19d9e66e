import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { clockNow, later } from '../../../shared/database/expressions.js';
import { databaseNow, db, first } from '../../../shared/database/query.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { TournamentStartingSoon } from '../contracts/tournaments.events.js';
import { Participant } from '../domain/participant.entity.js';
import { lockTournament } from './admission.js';
import { RemindScheduledTournament } from './schedule.commands.js';

/** How long before a scheduled tournament's start its players are reminded (issue 32 §2). */
export const REMINDER_MINUTES = 15;

/**
 * SKIP LOCKED, and still PENDING, scheduled, not reminded and due under the lock: two instances' sweeps remind
 * once. `reminded_at` is set in the transaction that raises the event, so the reminder and the mark commit together.
 */
const due = (em: EntityManager, tournamentId: number) =>
  first(
    em,
    db(em)
      .selectFrom('tournaments')
      .select('id')
      .where('id', '=', tournamentId)
      .where('status', '=', 'PENDING')
      .where('schedule_id', 'is not', null)
      .where('reminded_at', 'is', null)
      .where('starts_at', '<=', later({ mins: REMINDER_MINUTES }, clockNow()))
      .forUpdate()
      .skipLocked(),
  );

@CommandHandler(RemindScheduledTournament)
export class RemindScheduledTournamentHandler implements ICommandHandler<RemindScheduledTournament> {
  constructor(private readonly em: EntityManager) {}

  execute({ tournamentId }: RemindScheduledTournament): Promise<boolean> {
    return transaction(this.em, async (em) => {
      if (!(await due(em, tournamentId))) return false;
      const tournament = await lockTournament(em, tournamentId);
      if (!tournament?.startsAt) return false;
      tournament.remindedAt = await databaseNow(em);
      await em.flush();
      const seats = await em.find(Participant, { tournamentId }, { orderBy: { userId: 'asc' } });
      // Nobody registered: nobody to remind, and the mark keeps the sweep from looking again.
      if (seats.length === 0) return true;
      await recordEvents(
        em,
        raise(TournamentStartingSoon, tournamentId, {
          tournamentId,
          startsAt: tournament.startsAt.toISOString(),
          userIds: seats.map((s) => s.userId),
        }),
      );
      return true;
    });
  }
}
