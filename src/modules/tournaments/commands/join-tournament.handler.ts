import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../shared/transaction.js';
import { Participant } from '../domain/participant.entity.js';
import { TournamentErrors } from '../domain/tournament-errors.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { admitPlayer, assertMayPlay, lockTournament } from './admission.js';
import { JoinTournament } from './join-tournament.command.js';

@CommandHandler(JoinTournament)
export class JoinTournamentHandler implements ICommandHandler<JoinTournament> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, userId }: JoinTournament): Promise<Tournament> {
    await assertMayPlay(this.queries, userId);
    return transaction(this.em, async (em) => {
      // Players racing for the last seat queue here; each sees the seats the previous one took.
      const tournament = await lockTournament(em, tournamentId);
      if (!tournament) throw TournamentErrors.notFound();
      // A challenge's second seat is taken by accepting the challenge, where who may take it is checked.
      if (tournament.kind === 'CHALLENGE') throw TournamentErrors.challengeSeat();
      if (tournament.status !== 'PENDING') throw TournamentErrors.notOpen();
      if ((await em.count(Participant, { tournamentId, userId })) > 0) throw TournamentErrors.alreadyJoined();
      if (tournament.isFull) throw TournamentErrors.full();
      await admitPlayer(em, this.commands, this.queries, tournament, userId);
      return tournament;
    });
  }
}
