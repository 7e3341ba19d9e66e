import { type Locale, translate } from '#i18n';
import type { LocalizedMail, MailMessage } from '../contracts/send-mail.command.js';
import { MAX_SUBJECT_LENGTH } from './mail-rules.js';

/** A mail written in its reader's language: each message rendered, a list of lines joined, the subject cut to fit. */
export function localizeMail(message: MailMessage, locale: Locale): LocalizedMail {
  const say = (text: MailMessage['paragraphs'][number]) =>
    Array.isArray(text) ? text.map((line) => translate(locale, line)).join('\n') : translate(locale, text);
  return {
    userId: message.userId,
    to: message.to,
    kind: message.kind,
    subject: say(message.subject).slice(0, MAX_SUBJECT_LENGTH),
    paragraphs: message.paragraphs.map(say),
    action: message.action && { label: say(message.action.label), path: message.action.path },
    footnote: message.footnote === undefined ? undefined : say(message.footnote),
    locale,
  };
}
