import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { MatchReader } from './match-reader.js';
import { gameView, type GameView } from './match-views.js';
import { GetMatchGames } from './match.queries.js';
import { msg } from '#i18n';

@QueryHandler(GetMatchGames)
export class GetMatchGamesHandler implements IQueryHandler<GetMatchGames> {
  constructor(private readonly reader: MatchReader) {}

  async execute({ matchId, viewerId }: GetMatchGames): Promise<GameView[]> {
    const match = await this.reader.match(matchId, viewerId);
    if (!match) throw DomainError.notFound(msg({ message: 'Match not found.' }));
    const [games, usernames] = await Promise.all([this.reader.games([match.id]), this.reader.usernames([match])]);
    return games.map((game) => gameView(match, game, { viewerId, usernames }));
  }
}
