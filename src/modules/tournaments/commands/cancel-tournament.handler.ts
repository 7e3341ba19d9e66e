import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../shared/transaction.js';
import { TournamentErrors } from '../domain/tournament-errors.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { lockTournament } from './admission.js';
import { CancelTournament } from './cancel-tournament.command.js';
import { cancelWithRefunds } from './cancellation.js';

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
      await cancelWithRefunds(em, this.commands, tournament, 'cancelled_by_organizer', actor.id);
      return tournament;
    });
  }
}
