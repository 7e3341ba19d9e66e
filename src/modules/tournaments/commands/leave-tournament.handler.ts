import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../shared/transaction.js';
import { Participant } from '../domain/participant.entity.js';
import { TournamentErrors } from '../domain/tournament-errors.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { lockTournament } from './admission.js';
import { releaseSeat } from './seat-release.js';
import { LeaveTournament } from './leave-tournament.command.js';

@CommandHandler(LeaveTournament)
export class LeaveTournamentHandler implements ICommandHandler<LeaveTournament> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ tournamentId, userId }: LeaveTournament): Promise<Tournament> {
    return transaction(this.em, async (em) => {
      // The same lock as a join, a start and a cancellation: a leave racing the last seat settles one way.
      const tournament = await lockTournament(em, tournamentId);
      if (!tournament) throw TournamentErrors.notFound();
      if (tournament.status !== 'PENDING') throw TournamentErrors.notLeavable();
      const seat = await em.findOne(Participant, { tournamentId, userId });
      if (!seat) throw TournamentErrors.noSeat();
      await releaseSeat(em, this.commands, tournament, seat, 'left', userId);
      return tournament;
    });
  }
}
