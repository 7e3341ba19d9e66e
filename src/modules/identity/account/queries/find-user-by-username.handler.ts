import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { db, first } from '../../../../shared/database/query.js';
import { FindUserByUsername, type UserSummary } from '../../contracts/user-queries.js';

/** Usernames are unique ignoring case (the index on lower(username)), so one row at most. */
@QueryHandler(FindUserByUsername)
export class FindUserByUsernameHandler implements IQueryHandler<FindUserByUsername> {
  constructor(private readonly em: EntityManager) {}

  async execute({ username }: FindUserByUsername): Promise<UserSummary | null> {
    const row = await first(
      this.em,
      db(this.em)
        .selectFrom('users')
        .select(['id', 'username', 'is_blocked', 'role'])
        .where((eb) => eb(eb.fn<string>('lower', ['username']), '=', username.toLowerCase())),
    );
    return row ? { id: row.id, username: row.username, isBlocked: row.is_blocked, role: row.role } : null;
  }
}
