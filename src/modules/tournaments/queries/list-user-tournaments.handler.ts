import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListUserTournaments } from '../contracts/tournaments.queries.js';
import { ListTournaments } from './list-tournaments.query.js';

/** The user's own "My Tournaments" list, seen as that user; public so other contexts need not reach inside. */
@QueryHandler(ListUserTournaments)
export class ListUserTournamentsHandler implements IQueryHandler<ListUserTournaments> {
  constructor(private readonly queries: QueryBus) {}

  execute({ userId }: ListUserTournaments) {
    return this.queries.execute(new ListTournaments(userId, { kind: 'mine' }));
  }
}
