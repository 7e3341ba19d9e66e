import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { transfer } from '../../ledger/contracts/post-transfer.command.js';
import { escrow, wallet } from '../../ledger/contracts/ledger.types.js';
import { TournamentCancelled } from '../contracts/tournaments.events.js';
import { Participant } from '../domain/participant.entity.js';
import { TournamentErrors } from '../domain/tournament-errors.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { lockTournament } from './admission.js';
import { CancelTournament } from './cancel-tournament.command.js';

@CommandHandler(CancelTournament)
export class CancelTournamentHandler implements ICommandHandler<CancelTournament> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ tournamentId, actor }: CancelTournament): Promise<Tournament> {
    return transaction(this.em, async (em) => {
      const tournament = await lockTournament(em, tournamentId);
      if (!tournament) throw TournamentErrors.notFound();
      if (!tournament.mayBeCancelledBy(actor.id, actor.role === 'ADMIN')) throw TournamentErrors.cancelForbidden();
      tournament.cancel();
      const participants = await em.find(Participant, { tournamentId }, { orderBy: { id: 'asc' } });
      for (const { userId } of participants) {
        await this.commands.execute(
          transfer(
            `refund:${tournamentId}:${userId}`,
            'TOURNAMENT_REFUND',
            `Refund: ${tournament.name} was cancelled`,
            escrow(tournamentId),
            wallet(userId),
            tournament.entryFee,
          ),
        );
      }
      recordEvents(
        em,
        raise(TournamentCancelled, tournamentId, { tournamentId, refundedUserIds: participants.map((p) => p.userId) }, actor.id),
      );
      return tournament;
    });
  }
}
