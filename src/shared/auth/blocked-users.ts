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
}
