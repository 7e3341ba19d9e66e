import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetUserSummaries, type UserSummary } from '../contracts/user-queries.js';

interface SummaryRow {
  id: number;
  username: string;
  is_blocked: boolean;
  role: UserSummary['role'];
}

/**
 * Plain rows, not User entities: every polled view of other contexts asks this, and hydrating (and registering
 * in the caller's identity map) a partial User per name only to copy four fields out was wasted work. Inside a
 * transaction it reads through that transaction's connection, as em.find did.
 */
@QueryHandler(GetUserSummaries)
export class GetUserSummariesHandler implements IQueryHandler<GetUserSummaries> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetUserSummaries): Promise<Map<number, UserSummary>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<SummaryRow[]>(
      'SELECT id, username, is_blocked, role FROM users WHERE id IN (?)',
      [ids],
    );
    return new Map(rows.map((u) => [u.id, { id: u.id, username: u.username, isBlocked: u.is_blocked, role: u.role }]));
  }
}
