import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { MatchReader } from './match-reader.js';
import { matchView, type MatchView } from './match-views.js';
import { GetMatch } from './match.queries.js';

@QueryHandler(GetMatch)
export class GetMatchHandler implements IQueryHandler<GetMatch> {
  constructor(private readonly reader: MatchReader) {}

  async execute({ matchId, viewerId }: GetMatch): Promise<MatchView> {
    const match = await this.reader.match(matchId);
    if (!match) throw DomainError.notFound('Match not found.');
    const [games, usernames] = await Promise.all([this.reader.games([match.id]), this.reader.usernames([match])]);
    return matchView(match, games, { viewerId, usernames });
  }
}
