import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { listNotices } from '../persistence/inbox.repository.js';
import { ListNotifications } from './list-notifications.query.js';
import { notificationView } from './notification.view.js';

@QueryHandler(ListNotifications)
export class ListNotificationsHandler implements IQueryHandler<ListNotifications> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, window }: ListNotifications) {
    const { rows, count, unread } = await listNotices(this.em, userId, window);
    return { count, results: rows.map(notificationView), unread };
  }
}
