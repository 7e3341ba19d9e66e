import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvents } from '../../../../shared/outbox/outbox.js';
import { raise } from '../../../../shared/outbox/domain-event.js';
import { lockAlone, transaction } from '../../../../shared/transaction.js';
import { EnsureFirstAdmin, type FirstAdminCredentials } from '../../contracts/ensure-first-admin.command.js';
import { UserRegistered } from '../../contracts/identity.events.js';
import { hashPassword } from '../../domain/password-hasher.js';
import { User } from '../../domain/user.entity.js';
import { findUserByUsername } from '../../persistence/user-lookup.js';
import { ENSURE_ADMIN_LOCK } from './ensure-admin.handler.js';

const FIRST_ADMIN = 'admin';

@CommandHandler(EnsureFirstAdmin)
export class EnsureFirstAdminHandler implements ICommandHandler<EnsureFirstAdmin> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<{ created: FirstAdminCredentials | null }> {
    return transaction(this.em, async (em) => {
      // The same lock as EnsureAdmin: instances starting together take turns, and the later ones find the admin.
      await lockAlone(em, ENSURE_ADMIN_LOCK);
      if ((await em.count(User, { role: 'ADMIN' })) > 0) return { created: null };
      // A database from before `admin` was reserved may have a player of that name: never take their account.
      const username = (await findUserByUsername(em, FIRST_ADMIN))
        ? `${FIRST_ADMIN}_${randomBytes(3).toString('hex')}`
        : FIRST_ADMIN;
      // 144 random bits, as 24 URL-safe characters: nothing to guess, easy to copy from a terminal.
      const password = randomBytes(18).toString('base64url');
      const user = new User(username, `${username}@localhost.invalid`, await hashPassword(password), 'ADMIN');
      await em.persist(user).flush();
      await recordEvents(em, raise(UserRegistered, user.id, { userId: user.id, username: user.username }, user.id));
      return { created: { username, password } };
    });
  }
}
