import type { LocalizedMail } from '../contracts/send-mail.command.js';

export const MAX_KIND_LENGTH = 40;
export const MAX_SUBJECT_LENGTH = 200;
/** RFC 5321's limit on a forward path. */
export const MAX_ADDRESS_LENGTH = 254;
const MAX_PARAGRAPHS = 20;
const MAX_PARAGRAPH_LENGTH = 4000;
const MAX_LABEL_LENGTH = 60;
const MAX_PATH_LENGTH = 2000;

const KIND = /^[a-z][a-z0-9_]*$/;
/** Control characters (CR and LF among them) would let a value break out of its header or SMTP command. */
const CONTROL = /\p{Cc}/u;
/** A path on this site: one leading slash (two would leave it), no whitespace, no backslash, no control character. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * Why a queued message cannot be sent as given, or null when it can. Only what would break the mail or let a
 * value escape its place is refused: the address is the player's own spelling (identity decides what a valid
 * address is), but never more than one, and never with a control character in it.
 */
export function mailMessageProblem(message: LocalizedMail): string | null {
  const { to, kind, subject, paragraphs, action, footnote } = message;
  if (to.length > MAX_ADDRESS_LENGTH || CONTROL.test(to) || !/^[^@]+@[^@]+$/.test(to.replace(/^".*"@/, 'q@'))) {
    return 'the recipient must be one address of at most 254 characters';
  }
  if (kind.length > MAX_KIND_LENGTH || !KIND.test(kind)) return 'the kind must be snake_case, at most 40 characters';
  if (!subject.trim() || subject.length > MAX_SUBJECT_LENGTH || CONTROL.test(subject)) {
    return 'the subject must be one line of 1 to 200 characters';
  }
  if (paragraphs.length === 0 || paragraphs.length > MAX_PARAGRAPHS) return 'a mail has 1 to 20 paragraphs';
  if (!paragraphs.every(isText)) return 'each paragraph is text of 1 to 4000 characters';
  if (action) {
    if (!action.label.trim() || action.label.length > MAX_LABEL_LENGTH || CONTROL.test(action.label)) {
      return 'the action label must be one line of 1 to 60 characters';
    }
    if (action.path.length > MAX_PATH_LENGTH || !SITE_PATH.test(action.path) || CONTROL.test(action.path)) {
      return 'the action path must be a path on this site, starting with one "/"';
    }
  }
  if (footnote !== undefined && !isText(footnote)) return 'the footnote is text of 1 to 4000 characters';
  return null;
}

/** Paragraph text: not blank, not too long, and no control character but line breaks. */
function isText(text: string): boolean {
  return text.trim() !== '' && text.length <= MAX_PARAGRAPH_LENGTH && !CONTROL.test(text.replace(/\r?\n/g, ''));
}
