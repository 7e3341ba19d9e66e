import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetUnreadCounts, type UnreadCount } from '../contracts/inbox.js';
import { unreadCounts } from '../persistence/inbox.repository.js';

@QueryHandler(GetUnreadCounts)
export class GetUnreadCountsHandler implements IQueryHandler<GetUnreadCounts> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetUnreadCounts): Promise<UnreadCount[]> {
    const counts = await unreadCounts(this.em, userIds);
    return [...new Set(userIds)].map((userId) => ({ userId, unread: counts.get(userId) ?? 0 }));
  }
}
