import type { Locale } from '#i18n';
/**
 * Who is blocked and which sessions were revoked, answered without a database round trip on every request.
 * Identity provides it; the access guard refuses a blocked user's, or a logged-out session's, still-valid
 * access tokens with it.
 */
export abstract class BlockedUsers {
  abstract isBlocked(userId: number): boolean;

  abstract isSessionRevoked(sessionId: string): boolean;

  /**
   * Whether the account a token names exists. A signed token outlives its user row (deleted, or a database
   * restored under the same JWT secret); such a token must not act, or money could move for nobody.
   */
  abstract userExists(userId: number): Promise<boolean>;

  /**
   * The language the user saved (issue 36), read with `userExists` and kept as long as its answer: the request
   * is answered in it without a query of its own. Null: none saved, or not known here yet.
   */
  abstract savedLocale(userId: number): Locale | null;

  /** The user just saved this language: this instance uses it at once. */
  abstract noteLocale(userId: number, locale: Locale): void;
}
