import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { GetMatchWatchers } from '../../live/contracts/match-watchers.query.js';
import { MatchReader } from './match-reader.js';
import { matchView, type MatchView } from './match-views.js';
import { GetMatch } from './match.queries.js';
import { msg } from '#i18n';

@QueryHandler(GetMatch)
export class GetMatchHandler implements IQueryHandler<GetMatch> {
  constructor(
    private readonly reader: MatchReader,
    private readonly queries: QueryBus,
  ) {}

  async execute({ matchId, viewerId }: GetMatch): Promise<MatchView> {
    // A challenge's match (issue 33 §1) is its players' only: to anyone else it does not exist (MatchReader).
    const match = await this.reader.match(matchId, viewerId);
    if (!match) throw DomainError.notFound(msg({ message: 'Match not found.' }));
    const players = [match.player1_id, match.player2_id].filter((id): id is number => id !== null);
    const [games, usernames, watchers] = await Promise.all([
      this.reader.games([match.id]),
      this.reader.usernames([match]),
      // Live's count of open match pages: the players' own tabs are not spectators.
      this.queries.execute(new GetMatchWatchers(match.id, players)),
    ]);
    return matchView(match, games, { viewerId, usernames }, watchers);
  }
}
