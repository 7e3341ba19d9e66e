export type Role = 'PLAYER' | 'ADMIN';

/** Who is calling, as the access token says. */
export interface AuthUser {
  id: number;
  username: string;
  role: Role;
}

/** The claims an access token carries. */
export interface AccessClaims {
  sub: number;
  username: string;
  role: Role;
}
