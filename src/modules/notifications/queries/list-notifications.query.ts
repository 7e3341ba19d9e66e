import { Query } from '@nestjs/cqrs';
import type { Counted, PageWindow } from '../../../shared/http/pagination.js';
import type { NotificationView } from './notification.view.js';

/** One page of the user's own inbox, newest first, and how many of all of it are unread. */
export class ListNotifications extends Query<Counted<NotificationView> & { unread: number }> {
  constructor(
    readonly userId: number,
    readonly window: PageWindow,
  ) {
    super();
  }
}
