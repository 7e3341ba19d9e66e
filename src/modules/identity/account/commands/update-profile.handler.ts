import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { transaction } from '../../../../shared/transaction.js';
import { User } from '../../domain/user.entity.js';
import { UpdateProfile } from './update-profile.command.js';
import { BlockedUsers } from '../../../../shared/auth/blocked-users.js';
import { msg } from '#i18n';

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile> {
  constructor(
    private readonly em: EntityManager,
    private readonly blocked: BlockedUsers,
  ) {}

  async execute({ userId, changes }: UpdateProfile): Promise<void> {
    await transaction(this.em, async (em) => {
      const user = await em.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!user) throw DomainError.notFound(msg({ message: 'User not found.' }));
      if (changes.emailMatchStart !== undefined) user.setMatchStartMail(changes.emailMatchStart);
      if (changes.locale !== undefined) user.setLocale(changes.locale);
      await em.flush();
    });
    // This instance answers in the new language from the next request on; the others within their refresh.
    if (changes.locale !== undefined) this.blocked.noteLocale(userId, changes.locale);
  }
}
