import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { emailChangeMail, emailChangeNoticeMail } from '../../domain/account-mails.js';
import { issueAccountToken } from '../../persistence/account-tokens.js';
import { withCurrentPassword } from '../services/current-password.js';
import { findUserByEmail } from '../../persistence/user-lookup.js';
import { RequestEmailChange } from './request-email-change.command.js';
import { TAKEN_EMAIL, wrongCurrentPassword } from '../../domain/account-errors.js';
import { msg } from '#i18n';

/**
 * Mails the new address a link that moves the account to it, and the current address a notice; the account
 * keeps its address until the link is opened (ConfirmEmailChange).
 */
@CommandHandler(RequestEmailChange)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChange> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId, currentPassword, email, clientAddress }: RequestEmailChange): Promise<void> {
    const outcome = await withCurrentPassword(this.em, userId, currentPassword, clientAddress, async (em, user) => {
      if (email.toLowerCase() === user.email.toLowerCase()) {
        throw DomainError.validation('email', msg({ message: 'This is already your email address.' }));
      }
      if (await findUserByEmail(em, email)) throw DomainError.validation('email', TAKEN_EMAIL);
      const token = await issueAccountToken(em, user.id, 'change_email', email);
      await this.commands.execute(new SendMail(emailChangeMail(user.id, email, user.username, token)));
      await this.commands.execute(
        new SendMail(emailChangeNoticeMail(user.id, user.email, user.username, email.toLowerCase())),
      );
    });
    if (!outcome) throw wrongCurrentPassword();
  }
}
