import { eventType } from '../../../shared/outbox/domain-event.js';

/**
 * A delivery attempt failed: the operators' signal that mail is not leaving. Raised after every failed attempt,
 * by the system (no acting user). Names the account and the kind of mail, never the address, the body or a
 * link; `error` is the mail server's answer with any address or link in it blanked out. `willRetry` is false
 * once the mail is given up (docs/decisions.md), and then `nextAttemptAt` is null.
 */
export const MailDeliveryFailed = eventType<{
  mailId: number;
  userId: number | null;
  kind: string;
  attempts: number;
  error: string;
  willRetry: boolean;
  nextAttemptAt: string | null;
}>('MailDeliveryFailed', 'mail');
