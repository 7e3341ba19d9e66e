import { Command } from '@nestjs/cqrs';

/** Marks the user's own notifications read, the listed ones or all; answers the unread count after. */
export class MarkNotificationsRead extends Command<{ unread: number }> {
  constructor(
    readonly userId: number,
    readonly ids: number[] | 'all',
  ) {
    super();
  }
}
