import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetUserSummaries, type UserSummary } from '../contracts/user-queries.js';
import { User } from '../domain/user.entity.js';

@QueryHandler(GetUserSummaries)
export class GetUserSummariesHandler implements IQueryHandler<GetUserSummaries> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetUserSummaries): Promise<Map<number, UserSummary>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const users = await this.em.find(User, { id: { $in: ids } }, { fields: ['id', 'username', 'isBlocked', 'role'] });
    return new Map(users.map((u) => [u.id, { id: u.id, username: u.username, isBlocked: u.isBlocked, role: u.role }]));
  }
}
