import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetTournament } from './get-tournament.query.js';
import { TournamentViews } from './tournament-views.js';

@QueryHandler(GetTournament)
export class GetTournamentHandler implements IQueryHandler<GetTournament> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ tournamentId, viewerId }: GetTournament) {
    return this.views.one(await this.views.load(tournamentId, viewerId), viewerId);
  }
}
