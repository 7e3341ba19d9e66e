import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all } from '../../../../shared/database/query.js';
import { prepared } from '../../../../shared/database/prepared.js';
import { GetUserSummaries, type UserSummary } from '../../contracts/user-queries.js';

/**
 * Plain rows, not User entities: every polled view of other contexts asks this, and hydrating (and registering
 * in the caller's identity map) a partial User per name only to copy four fields out was wasted work. Inside a
 * transaction it reads through that transaction's connection, as em.find did.
 */
/** Compiled once (prepared.ts): a match poll and a tournament's page ask it every time. */
const SUMMARIES = prepared((k, v: { ids: number[] }) =>
  k
    .selectFrom('users')
    .select(['id', 'username', 'is_blocked', 'role'])
    .where((eb) => eb('id', '=', eb.fn.any(eb.val(v.ids)))),
);

@QueryHandler(GetUserSummaries)
export class GetUserSummariesHandler implements IQueryHandler<GetUserSummaries> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetUserSummaries): Promise<Map<number, UserSummary>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await all(this.em, SUMMARIES(this.em, { ids }));
    return new Map(rows.map((u) => [u.id, { id: u.id, username: u.username, isBlocked: u.is_blocked, role: u.role }]));
  }
}
