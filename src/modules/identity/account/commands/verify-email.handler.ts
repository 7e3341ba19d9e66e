import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../../shared/transaction.js';
import { User } from '../../domain/user.entity.js';
import { findAccountToken, spendAccountToken } from '../../persistence/account-tokens.js';
import { type EmailVerification, VerifyEmail } from './verify-email.command.js';
import { invalidLink } from '../../domain/account-errors.js';

/** The link mailed at registration (or resent): it verifies the address it was sent to, if that is still the account's. */
@CommandHandler(VerifyEmail)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmail> {
  constructor(private readonly em: EntityManager) {}

  async execute({ token }: VerifyEmail): Promise<EmailVerification> {
    const verified = await transaction(this.em, async (em) => {
      const found = await spendAccountToken(em, 'verify_email', token);
      if (!found) return false;
      const user = await em.findOne(User, found.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // The account moved to another address since: this link proves nothing about the new one.
      if (!user || !user.verifyEmail(found.email)) return false;
      return true;
    });
    if (verified) return 'verified';
    if (await this.alreadyVerified(token)) return 'already';
    throw invalidLink();
  }

  /**
   * A link opened again (or an older one) after its address was verified: "invalid or has expired" would be
   * false, and says nothing the holder of the mailed link does not know (issue 34 §2). Only while the account
   * still has the address the link was sent to, verified; any other dead link keeps the one answer.
   */
  private async alreadyVerified(token: string): Promise<boolean> {
    const em = this.em.fork();
    const found = await findAccountToken(em, 'verify_email', token);
    if (!found) return false;
    const user = await em.findOne(User, found.userId);
    return user !== null && user.emailVerifiedAt !== null && user.email.toLowerCase() === found.email.toLowerCase();
  }
}
