/**
 * Who is blocked, answered without a database round trip on every request. Identity provides it; the
 * access guard refuses a blocked user's still-valid access tokens with it.
 */
export abstract class BlockedUsers {
  abstract isBlocked(userId: number): boolean;
}
