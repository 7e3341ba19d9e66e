import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../shared/transaction.js';
import { User } from '../domain/user.entity.js';
import { spendAccountToken } from '../persistence/account-tokens.js';
import { VerifyEmail } from './account-recovery.commands.js';
import { invalidLink } from './account-errors.js';

/** The link mailed at registration (or resent): it verifies the address it was sent to, if that is still the account's. */
@CommandHandler(VerifyEmail)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmail> {
  constructor(private readonly em: EntityManager) {}

  async execute({ token }: VerifyEmail): Promise<void> {
    const verified = await transaction(this.em, async (em) => {
      const found = await spendAccountToken(em, 'verify_email', token);
      if (!found) return false;
      const user = await em.findOne(User, found.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // The account moved to another address since: this link proves nothing about the new one.
      if (!user || !user.verifyEmail(found.email)) return false;
      return true;
    });
    if (!verified) throw invalidLink();
  }
}
