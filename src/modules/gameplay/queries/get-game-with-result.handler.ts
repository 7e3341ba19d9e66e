import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { MatchReader } from './match-reader.js';
import { gameResultView, gameView } from './match-views.js';
import { GetGameWithResult } from './match.queries.js';
import { msg } from '#i18n';

@QueryHandler(GetGameWithResult)
export class GetGameWithResultHandler implements IQueryHandler<GetGameWithResult> {
  constructor(private readonly reader: MatchReader) {}

  async execute({ gameId, viewerId }: GetGameWithResult) {
    const match = await this.reader.matchOfGame(gameId, viewerId);
    if (!match) throw DomainError.notFound(msg({ message: 'Game not found.' }));
    const [[game], usernames] = await Promise.all([
      this.reader.games([match.id], { gameId }),
      this.reader.usernames([match]),
    ]);
    const ctx = { viewerId, usernames };
    return { game: gameView(match, game, ctx), result: gameResultView(match, game, ctx) };
  }
}
