import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetPlayerMatches, type PlayerMatchView } from '../../gameplay/contracts/gameplay.queries.js';
import { Participant } from '../domain/participant.entity.js';
import { TournamentErrors } from '../domain/tournament-errors.js';
import { GetMyMatches } from './get-my-matches.query.js';
import { TournamentViews } from './tournament-views.js';

@QueryHandler(GetMyMatches)
export class GetMyMatchesHandler implements IQueryHandler<GetMyMatches> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: TournamentViews,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, userId }: GetMyMatches): Promise<PlayerMatchView[]> {
    const tournament = await this.views.load(tournamentId, userId);
    if ((await this.em.count(Participant, { tournamentId, userId })) === 0) throw TournamentErrors.notParticipant();
    if (tournament.status === 'PENDING' || tournament.status === 'CANCELLED') return [];
    return this.queries.execute(new GetPlayerMatches(tournamentId, userId));
  }
}
