import { Query } from '@nestjs/cqrs';

/**
 * NOTIFYed with the ids of the users whose inbox changed ("12,40"), when the change commits: the live streams
 * push those users' unread counts from every instance.
 */
export const INBOX_CHANNEL = 'spockout_inbox';

export interface UnreadCount {
  userId: number;
  unread: number;
}

/** How many unread notifications each of the given users has (zero included). */
export class GetUnreadCounts extends Query<UnreadCount[]> {
  constructor(readonly userIds: number[]) {
    super();
  }
}
