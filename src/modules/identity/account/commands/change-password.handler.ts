import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { passwordChangedMail } from '../../domain/account-mails.js';
import { hashPassword } from '../../domain/password-hasher.js';
import { passwordProblems } from '../../domain/password-policy.js';
import { User } from '../../domain/user.entity.js';
import { spendAllAccountTokens } from '../../persistence/account-tokens.js';
import { BlockedUsersRegistry } from '../../sign-in-security/services/blocked-users.registry.js';
import { withCurrentPassword } from '../services/current-password.js';
import { endSessions } from '../../sign-in-security/services/end-sessions.js';
import { SessionTokens } from '../../sign-in-security/services/session-tokens.js';
import { ChangePassword } from './change-password.command.js';
import { wrongCurrentPassword } from '../../domain/account-errors.js';
import { msg, remembered } from '#i18n';

/** A signed-in player's new password: the current one first, the registration policy, a notice by mail. */
@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly tokens: SessionTokens,
    private readonly registry: BlockedUsersRegistry,
  ) {}

  async execute(command: ChangePassword): Promise<void> {
    const { userId, sessionId, currentPassword, password, password2, endOtherSessions, clientAddress } = command;
    const user = await this.em.fork().findOne(User, userId);
    if (!user) throw DomainError.notFound(msg({ message: 'User not found.' }));
    const fields: Record<string, string[]> = {};
    const problems = passwordProblems(password, user.username);
    if (problems.length) fields.password = problems;
    if (password !== password2) fields.password2 = [remembered(msg({ message: "Passwords don't match." }))];
    if (Object.keys(fields).length) {
      throw new DomainError('password_invalid', 'validation', msg({ message: 'Invalid password.' }), { fields });
    }
    const passwordHash = await hashPassword(password);
    const outcome = await withCurrentPassword(this.em, userId, currentPassword, clientAddress, async (em, locked) => {
      locked.changePassword(passwordHash);
      // A reset link mailed earlier would undo this change: it dies with the old password.
      await spendAllAccountTokens(em, locked.id, 'reset_password');
      const ended = endOtherSessions ? await endSessions(em, this.tokens, locked.id, sessionId) : [];
      await this.commands.execute(new SendMail(passwordChangedMail(locked.id, locked.email, locked.username)));
      await em.flush();
      return ended;
    });
    if (!outcome) throw wrongCurrentPassword();
    for (const session of outcome.value) this.registry.markSessionRevoked(session);
  }
}
