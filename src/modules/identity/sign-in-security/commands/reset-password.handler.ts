import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { transaction } from '../../../../shared/transaction.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { AccountToken, hashAccountToken } from '../../domain/account-token.entity.js';
import { keepFactorMail, passwordResetDoneMail } from '../../domain/account-mails.js';
import { hashPassword } from '../../domain/password-hasher.js';
import { passwordProblems } from '../../domain/password-policy.js';
import { User } from '../../domain/user.entity.js';
import { issueAccountToken, spendAccountToken, spendAllAccountTokens } from '../../persistence/account-tokens.js';
import { BlockedUsersRegistry } from '../services/blocked-users.registry.js';
import { endSessions } from '../services/end-sessions.js';
import { suspendRecentFactors } from '../services/factor-suspension.js';
import { SessionTokens } from '../services/session-tokens.js';
import { ResetPassword } from './reset-password.command.js';
import { invalidLink } from '../../domain/account-errors.js';
import { msg, remembered } from '#i18n';

/**
 * Sets a new password from a reset link and ends every session of the account: refresh tokens revoked,
 * access tokens refused and streams closed on every instance, as a logout does. Every factor added in the 7
 * days before is suspended (issue 30 §1), each mailed with a link to keep it. The password policy is
 * registration's; a refused password leaves the link usable.
 */
@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly tokens: SessionTokens,
    private readonly registry: BlockedUsersRegistry,
  ) {}

  async execute({ token, password, password2 }: ResetPassword): Promise<void> {
    // Read without a lock first, to check the password against the right username before the slow hash.
    const peek = await this.em
      .fork()
      .findOne(AccountToken, { tokenHash: hashAccountToken(token), purpose: 'reset_password' });
    const owner = peek?.isUsable() ? await this.em.fork().findOne(User, peek.userId) : null;
    if (!peek || !owner) throw invalidLink();
    const fields: Record<string, string[]> = {};
    const problems = passwordProblems(password, owner.username);
    if (problems.length) fields.password = problems;
    if (password !== password2) fields.password2 = [remembered(msg({ message: "Passwords don't match." }))];
    if (Object.keys(fields).length) {
      throw new DomainError('password_invalid', 'validation', msg({ message: 'Invalid password.' }), { fields });
    }
    const passwordHash = await hashPassword(password);

    const ended = await transaction(this.em, async (em) => {
      const spent = await spendAccountToken(em, 'reset_password', token);
      if (!spent) throw invalidLink();
      const user = await em.findOne(User, spent.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw invalidLink();
      user.changePassword(passwordHash);
      // The link reached the address: if it is still the account's, it is proven.
      user.verifyEmail(spent.email);
      await spendAllAccountTokens(em, user.id, 'reset_password');
      const sessions = await endSessions(em, this.tokens, user.id, null);
      // Recovery recovers (issue 30 §1): what was added in the week before is suspended, each with a keep link.
      const suspended = await suspendRecentFactors(em, user);
      for (const factor of suspended) {
        const keep = await issueAccountToken(em, user.id, 'keep_factor', user.email, factor.subject);
        await this.commands.execute(new SendMail(keepFactorMail(user.id, user.email, user.username, factor, keep)));
      }
      await this.commands.execute(new SendMail(passwordResetDoneMail(user.id, user.email, user.username, suspended)));
      await em.flush();
      return sessions;
    });
    for (const session of ended) this.registry.markSessionRevoked(session);
  }
}
