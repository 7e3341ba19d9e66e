import { Query } from '@nestjs/cqrs';

/**
 * NOTIFYed with the id of a user who marked notices read, when that commits: the live streams push the user's
 * unread count from every instance. New notices reach the streams through the live publisher's batches instead
 * (they are written in the wake of joins and moves, whose commits must not wait on NOTIFY's lock).
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
