import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { notify } from '../../../../shared/database/query.js';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { recordEvents } from '../../../../shared/outbox/outbox.js';
import { raise } from '../../../../shared/outbox/domain-event.js';
import { transaction } from '../../../../shared/transaction.js';
import { SetUserBlocked } from '../../contracts/set-user-blocked.command.js';
import { UserBlocked } from '../../contracts/identity.events.js';
import { BLOCKED_USERS_CHANNEL, BlockedUsersRegistry } from '../../sign-in-security/services/blocked-users.registry.js';
import { SessionTokens } from '../../sign-in-security/services/session-tokens.js';
import { User } from '../../domain/user.entity.js';
import { msg } from '#i18n';

@CommandHandler(SetUserBlocked)
export class SetUserBlockedHandler implements ICommandHandler<SetUserBlocked> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: SessionTokens,
    private readonly registry: BlockedUsersRegistry,
  ) {}

  async execute({ userId, blocked, adminId }: SetUserBlocked) {
    const result = await transaction(this.em, async (em) => {
      const user = await em.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw DomainError.notFound(msg({ message: 'User not found.' }));
      if (user.role === 'ADMIN')
        throw DomainError.refused('admin_not_blockable', msg({ message: 'Admins cannot be blocked.' }));
      if (user.isBlocked === blocked) return { userId, isBlocked: blocked };
      if (blocked) {
        user.block();
        await this.tokens.revokeAllOf(em, user.id);
      } else {
        user.unblock();
      }
      // Delivered to every instance's listener when this transaction commits.
      await notify(em, BLOCKED_USERS_CHANNEL, String(user.id));
      await recordEvents(
        em,
        raise(UserBlocked, user.id, { userId: user.id, username: user.username, blocked }, adminId),
      );
      return { userId, isBlocked: blocked };
    });
    this.registry.mark(userId, blocked);
    return result;
  }
}
