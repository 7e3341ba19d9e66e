import { Module } from '@nestjs/common';
import { SendMailHandler } from './commands/send-mail.handler.js';
import { MailRelay } from './delivery/mail-relay.js';
import { mailTransportProvider } from './delivery/mail-transport.provider.js';
import { AdminMailController } from './http/admin-mail.controller.js';
import { ListMailHandler } from './queries/list-mail.handler.js';

/** Outgoing mail: other contexts send SendMail in their transaction; the relay delivers after commit. */
@Module({
  controllers: [AdminMailController],
  providers: [SendMailHandler, ListMailHandler, mailTransportProvider, MailRelay],
})
export class NotificationsModule {}
