export const ROLES = ['PLAYER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling, as the access token says. */
export interface AuthUser {
  id: number;
  username: string;
  role: Role;
  /** The login (refresh-token family) the token belongs to; null for a token issued before sessions were named. */
  sessionId: string | null;
}

/** The claims an access token carries. */
export interface AccessClaims {
  sub: number;
  username: string;
  role: Role;
  /** The refresh-token family of the login: a logout revokes it, and with it this token. */
  sid?: string;
}
