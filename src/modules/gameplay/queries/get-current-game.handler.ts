import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { MatchReader } from './match-reader.js';
import { gameView, type GameView } from './match-views.js';
import { GetCurrentGame } from './match.queries.js';
import { msg } from '#i18n';

@QueryHandler(GetCurrentGame)
export class GetCurrentGameHandler implements IQueryHandler<GetCurrentGame> {
  constructor(private readonly reader: MatchReader) {}

  async execute({ matchId, viewerId }: GetCurrentGame): Promise<GameView> {
    const match = await this.reader.match(matchId, viewerId);
    if (!match) throw DomainError.notFound(msg({ message: 'Match not found.' }));
    const current = (await this.reader.games([match.id], { status: 'IN_PROGRESS' })).at(0);
    if (!current) throw DomainError.notFound(msg({ message: 'No active game' }));
    return gameView(match, current, { viewerId, usernames: await this.reader.usernames([match]) });
  }
}
