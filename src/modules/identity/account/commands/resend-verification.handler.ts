import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { transaction } from '../../../../shared/transaction.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { User } from '../../domain/user.entity.js';
import { verifyEmailMail } from '../../domain/account-mails.js';
import { spendAccountAction } from '../services/account-action-throttle.js';
import { issueAccountToken } from '../../persistence/account-tokens.js';
import { ResendVerification } from './resend-verification.command.js';
import { msg } from '#i18n';

/** Verification mails one account may ask for again, per hour. */
export const RESENDS_PER_HOUR = 3;

@CommandHandler(ResendVerification)
export class ResendVerificationHandler implements ICommandHandler<ResendVerification> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId }: ResendVerification): Promise<void> {
    await transaction(this.em, async (em) => {
      const user = await em.findOne(User, userId);
      if (!user) throw DomainError.notFound(msg({ message: 'User not found.' }));
      if (user.isEmailVerified) {
        throw DomainError.refused(
          'email_already_verified',
          msg({ message: 'Your email address is already verified.' }),
        );
      }
      await spendAccountAction(
        em,
        { key: `resend:${userId}`, max: RESENDS_PER_HOUR, windowSeconds: 3600 },
        msg({ message: 'Too many verification mails asked for. Please try again later.' }),
      );
      const token = await issueAccountToken(em, user.id, 'verify_email', user.email);
      await this.commands.execute(new SendMail(verifyEmailMail(user.id, user.email, user.username, token)));
    });
  }
}
