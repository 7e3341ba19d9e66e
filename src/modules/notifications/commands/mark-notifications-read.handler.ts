import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { transaction } from '../../../shared/transaction.js';
import { markRead, unreadCounts } from '../persistence/inbox.repository.js';
import { MarkNotificationsRead } from './mark-notifications-read.command.js';
import { msg } from '#i18n';

/**
 * All or nothing: an id that is not one of the user's own (someone else's, or none at all: the answer is the same,
 * so it tells nothing about other inboxes) rolls the whole request back with 404.
 */
@CommandHandler(MarkNotificationsRead)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsRead> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId, ids }: MarkNotificationsRead): Promise<{ unread: number }> {
    return transaction(this.em, async (em) => {
      const wanted = ids === 'all' ? 'all' : [...new Set(ids)];
      const touched = await markRead(em, userId, wanted);
      if (wanted !== 'all' && touched.length !== wanted.length)
        throw DomainError.notFound(msg({ message: 'Notification not found.' }));
      const counts = await unreadCounts(em, [userId]);
      return { unread: counts.get(userId) ?? 0 };
    });
  }
}
