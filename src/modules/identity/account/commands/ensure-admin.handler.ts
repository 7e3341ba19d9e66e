import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvents } from '../../../../shared/outbox/outbox.js';
import { raise } from '../../../../shared/outbox/domain-event.js';
import { lockAlone, transaction } from '../../../../shared/transaction.js';
import { EnsureAdmin } from '../../contracts/ensure-admin.command.js';
import { UserRegistered } from '../../contracts/identity.events.js';
import { hashPassword, verifyPassword } from '../../domain/password-hasher.js';
import { User } from '../../domain/user.entity.js';
import { findUserByUsername } from '../../persistence/user-lookup.js';
import { SecondFactorCheck } from '../../sign-in-security/services/second-factor.js';

/** Any constant: instances starting together take turns here (see below). */
export const ENSURE_ADMIN_LOCK = 7_420_002;

@CommandHandler(EnsureAdmin)
export class EnsureAdminHandler implements ICommandHandler<EnsureAdmin> {
  constructor(
    private readonly em: EntityManager,
    private readonly secondFactor: SecondFactorCheck,
  ) {}

  async execute({ admin }: EnsureAdmin): Promise<{ userId: number }> {
    return transaction(this.em, async (em) => {
      // Instances started together with the same ADMIN_* would all find no admin and all insert one; every
      // one but the first then died at start on the unique username. Taken in turn, the later ones find it.
      await lockAlone(em, ENSURE_ADMIN_LOCK);
      const existing = await findUserByUsername(em, admin.username);
      if (existing) {
        const same = existing.role === 'ADMIN' && (await verifyPassword(existing.passwordHash, admin.password));
        if (!same) existing.promoteToAdmin(await hashPassword(admin.password));
        if (admin.totpSecret) await this.secondFactor.enrolWithSecret(em, existing, admin.totpSecret);
        return { userId: existing.id };
      }
      const user = new User(admin.username, admin.email, await hashPassword(admin.password), 'ADMIN');
      await em.persist(user).flush();
      await recordEvents(em, raise(UserRegistered, user.id, { userId: user.id, username: user.username }, user.id));
      if (admin.totpSecret) await this.secondFactor.enrolWithSecret(em, user, admin.totpSecret);
      return { userId: user.id };
    });
  }
}
