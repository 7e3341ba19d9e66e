import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetMatchWatchers } from '../contracts/match-watchers.query.js';
import { matchWatchers } from '../persistence/stream-registry.js';

@QueryHandler(GetMatchWatchers)
export class GetMatchWatchersHandler implements IQueryHandler<GetMatchWatchers> {
  constructor(private readonly em: EntityManager) {}

  execute({ matchId, exceptUserIds }: GetMatchWatchers): Promise<number> {
    return matchWatchers(this.em, matchId, exceptUserIds);
  }
}
