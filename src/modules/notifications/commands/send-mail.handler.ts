import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { transaction } from '../../../shared/transaction.js';
import { SendMail } from '../contracts/send-mail.command.js';
import { OutgoingMail } from '../domain/outgoing-mail.entity.js';
import { saveQueuedMail } from '../persistence/outgoing-mail.repository.js';
import { type Locale, SOURCE_LOCALE } from '#i18n';
import { localizeMail } from '../domain/localize-mail.js';
import { recipientLocales } from '../persistence/recipient-locales.js';

/**
 * Writes the mail in its recipient's saved language (issue 36), renders and queues it in the caller's
 * transaction (joined, not opened anew); the mail relay delivers it once that transaction has committed.
 */
@CommandHandler(SendMail)
export class SendMailHandler implements ICommandHandler<SendMail> {
  private readonly messageIdHost: string;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.messageIdHost = new URL(config.publicUrl).hostname;
  }

  execute({ message }: SendMail): Promise<number> {
    const site = { publicUrl: this.config.publicUrl };
    return transaction(this.em, async (em) => {
      const locales =
        message.userId === null ? new Map<number, Locale>() : await recipientLocales(em, [message.userId]);
      const locale = (message.userId !== null && locales.get(message.userId)) || SOURCE_LOCALE;
      const mail = new OutgoingMail(localizeMail(message, locale), site, `<${randomUUID()}@${this.messageIdHost}>`);
      return saveQueuedMail(em, mail);
    });
  }
}
