import { join } from 'node:path';
import { Logger, type Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { fileTransport, smtpTransport } from './mail-transport.js';

export { type MailTransport } from './mail-transport.js';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** SMTP when SMTP_URL is set; otherwise RFC 5322 files in DATA_DIR/mail/, for a machine with no mail server. */
export const mailTransportProvider: Provider = {
  provide: MAIL_TRANSPORT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => {
    if (config.smtpUrl) return smtpTransport(config.smtpUrl);
    const logger = new Logger('Mail');
    return fileTransport(join(config.dataDir, 'mail'), (line) => logger.log(line));
  },
};
