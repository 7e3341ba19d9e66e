import { setTimeout as delay } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { transaction } from '../../../../shared/transaction.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { passwordResetMail } from '../../domain/account-mails.js';
import { newAccountToken } from '../../domain/account-token.entity.js';
import { spendAccountAction } from '../../account/services/account-action-throttle.js';
import { issueAccountToken } from '../../persistence/account-tokens.js';
import { findUserByEmail } from '../../persistence/user-lookup.js';
import { RequestPasswordReset } from './request-password-reset.command.js';
import { msg } from '#i18n';

/** Reset mails one address (email) may be sent per hour, whoever asks. */
export const RESETS_PER_EMAIL_PER_HOUR = 3;
/**
 * The least time a request takes, known address or not: the work of a known one (a token and a mail queued)
 * takes a few milliseconds more, and this floor hides that from a stopwatch (docs/decisions.md, issue 21).
 */
export const FORGOT_PASSWORD_FLOOR_MS = 250;

const THROTTLED = msg({ message: 'Too many password reset requests. Please try again later.' });

/**
 * "Forgot password?": mails the account with this address a reset link, and answers the same (202) in the
 * same time whether there is one or not. Throttled per client address and per email.
 */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, clientAddress }: RequestPasswordReset): Promise<void> {
    const started = performance.now();
    try {
      await transaction(this.em, async (em) => {
        const hour = 3600;
        await spendAccountAction(
          em,
          {
            key: `forgot-address:${clientAddress}`,
            max: this.config.passwordResetsPerAddressPerHour,
            windowSeconds: hour,
          },
          THROTTLED,
        );
        await spendAccountAction(
          em,
          { key: `forgot-email:${email.toLowerCase()}`, max: RESETS_PER_EMAIL_PER_HOUR, windowSeconds: hour },
          THROTTLED,
        );
        const user = await findUserByEmail(em, email);
        if (!user) {
          // The same random draw and hash as a known address, so the two paths differ only in the writes.
          newAccountToken();
          return;
        }
        const token = await issueAccountToken(em, user.id, 'reset_password', user.email);
        await this.commands.execute(new SendMail(passwordResetMail(user.id, user.email, user.username, token)));
      });
    } finally {
      const left = FORGOT_PASSWORD_FLOOR_MS - (performance.now() - started);
      if (left > 0) await delay(left);
    }
  }
}
