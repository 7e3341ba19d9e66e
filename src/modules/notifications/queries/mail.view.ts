import type { MailStatus, OutgoingMail } from '../domain/outgoing-mail.entity.js';

/** What an operator sees of a mail: where it went and how delivery went, never its body (it may hold a link). */
export interface MailView {
  id: number;
  user_id: number | null;
  recipient: string;
  kind: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  next_attempt_at: string | null;
  sent_at: string | null;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A mail as listed: loaded without its body. */
type Listed = Omit<OutgoingMail, 'textBody' | 'htmlBody' | 'delivered' | 'failed'>;

export function mailView(mail: Listed): MailView {
  return {
    id: mail.id,
    user_id: mail.userId,
    recipient: mail.recipient,
    kind: mail.kind,
    subject: mail.subject,
    status: mail.status,
    attempts: mail.attempts,
    last_error: mail.lastError,
    created_at: new Date(mail.createdAt).toISOString(),
    next_attempt_at: iso(mail.nextAttemptAt),
    sent_at: iso(mail.sentAt),
  };
}
