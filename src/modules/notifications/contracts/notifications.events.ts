import { eventType } from '../../../shared/outbox/domain-event.js';

declare module '../../../shared/outbox/event-map.js' {
  interface EventMap {
    /**
     * A delivery attempt failed: the operators' signal that mail is not leaving. Raised after every failed
     * attempt, by the system (no acting user). Names the account and the kind of mail, never the address, the
     * body or a link; `error` is the mail server's answer with any address or link in it blanked out. `willRetry`
     * is false once the mail is given up (docs/decisions.md), and then `nextAttemptAt` is null.
     */
    MailDeliveryFailed: {
      mailId: number;
      userId: number | null;
      kind: string;
      attempts: number;
      error: string;
      willRetry: boolean;
      nextAttemptAt: string | null;
    };
  }
}

export const MailDeliveryFailed = eventType('MailDeliveryFailed', 'mail');
