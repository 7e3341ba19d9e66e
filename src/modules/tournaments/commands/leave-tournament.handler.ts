import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { PlayerLeftTournament } from '../contracts/tournaments.events.js';
import { Participant } from '../domain/participant.entity.js';
import { TournamentErrors } from '../domain/tournament-errors.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { lockTournament } from './admission.js';
import { cancelWithRefunds, refundSeat } from './cancellation.js';
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
      const emptied = tournament.release();
      await refundSeat(this.commands, tournament, seat, `Refund: you left ${tournament.name}`);
      // The seat goes: the ledger keeps its fee and refund, the event log the join and the leave.
      await em.remove(seat).flush();
      await recordEvents(
        em,
        raise(
          PlayerLeftTournament,
          tournamentId,
          { tournamentId, userId, currentPlayers: tournament.currentPlayers, refund: tournament.entryFee },
          userId,
        ),
      );
      if (emptied) await cancelWithRefunds(em, this.commands, tournament, 'last_player_left', userId);
      return tournament;
    });
  }
}
