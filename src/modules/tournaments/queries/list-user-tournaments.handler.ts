import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListUserTournaments } from '../contracts/tournaments.queries.js';
import { ListTournaments } from './list-tournaments.query.js';

/** The admin's user page shows the latest; caps on open tournaments keep a player's list short anyway. */
const USER_PAGE_LIMIT = 100;

/** The user's own "My Tournaments" list, seen as that user; public so other contexts need not reach inside. */
@QueryHandler(ListUserTournaments)
export class ListUserTournamentsHandler implements IQueryHandler<ListUserTournaments> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ userId }: ListUserTournaments) {
    const { results } = await this.queries.execute(
      new ListTournaments(userId, { kind: 'mine' }, { offset: 0, limit: USER_PAGE_LIMIT }),
    );
    return results;
  }
}
