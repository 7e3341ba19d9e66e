import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { databaseNow } from '../../../shared/database/query.js';
import { transaction } from '../../../shared/transaction.js';
import { Participant } from '../domain/participant.entity.js';
import { TournamentErrors } from '../domain/tournament-errors.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { lockTournament } from './admission.js';
import { checkInByButton } from './check-in.js';
import { CheckInTournament } from './check-in-tournament.command.js';

@CommandHandler(CheckInTournament)
export class CheckInTournamentHandler implements ICommandHandler<CheckInTournament> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ tournamentId, userId }: CheckInTournament): Promise<Tournament> {
    return transaction(this.em, async (em) => {
      // The lock the sweep takes too: a check-in racing the window's end or another check-in settles one way.
      const tournament = await lockTournament(em, tournamentId);
      if (!tournament) throw TournamentErrors.notFound();
      const seat = await em.findOne(Participant, { tournamentId, userId });
      if (!seat) throw TournamentErrors.notParticipant();
      if (!tournament.isCheckingIn) throw TournamentErrors.notCheckingIn();
      const now = await databaseNow(em);
      // Compared on the database's clock, as the sweep does: past the end, the sweep decides.
      if (tournament.checkInEnded(now)) throw TournamentErrors.checkInClosed();
      await checkInByButton(em, this.commands, tournament, seat, now);
      return tournament;
    });
  }
}
