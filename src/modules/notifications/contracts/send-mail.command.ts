import { Command } from '@nestjs/cqrs';
import type { Locale, Text } from '#i18n';

/**
 * What a mail says, given by the context that sends it. Its words are messages (`msg`), written in the
 * recipient's saved language when the mail is queued (English when none is saved or there is no account).
 * Notifications owns how it looks: the plain-text and * HTML parts, the product's name, the sender, the footer. Every string here is plain text, never markup: a
 * username in a paragraph is shown as typed, never as HTML.
 */
export interface MailMessage {
  /** The account the mail concerns, for the operators' views; null for an address with no account behind it. */
  userId: number | null;
  /** One address, as the player gave it (never a list). */
  to: string;
  /**
   * What kind of mail this is, in snake_case (`verify_email`, `password_reset`, `new_sign_in`, ...): shown to
   * operators, never to the player. At most 40 characters.
   */
  kind: string;
  /** One line, at most 200 characters (a longer one is cut, once written in its language). */
  subject: Text;
  /**
   * The body, one paragraph an entry (a line break inside one is kept; a list of messages is one paragraph of
   * lines). At least one.
   */
  paragraphs: (Text | Text[])[];
  /**
   * The one thing to do, shown as a button and as a plain address. `path` is a path on this site
   * (`/reset-password#token=...`); the mail links to it under PUBLIC_URL, so no context needs to know that
   * address and no mail can link anywhere else. A one-time token belongs in the fragment (after `#`): a
   * browser never sends that part to the server, so it stays out of request logs and Referer headers.
   */
  action?: { label: Text; path: string };
  /** A last, smaller paragraph: why the player got this mail, or what to do if they did not ask for it. */
  footnote?: Text;
}

/** A mail written in its reader's language: every text a string, as it is rendered and checked. */
export interface LocalizedMail {
  userId: number | null;
  to: string;
  kind: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; path: string };
  footnote?: string;
  /** The language it is written in (the HTML part's `lang`); English when not given. */
  locale?: Locale;
}

/**
 * Queues a mail. Send it inside the transaction of the change it tells about: the mail is written in that
 * transaction, so it exists if and only if the change committed, and it is delivered after the commit. A
 * mail server that is down never fails the caller; delivery is retried. Answers the queued mail's id.
 *
 * Throws (a plain Error, rolling the caller back) on a message that breaks the rules above: that is a bug in
 * the caller, not something a player did.
 */
export class SendMail extends Command<number> {
  constructor(readonly message: MailMessage) {
    super();
  }
}
