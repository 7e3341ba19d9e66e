import type { SessionUser } from '../../lib/session';

/** Thrown by the admin route's guard: a signed-in player opened an admin page. */
export class AdminAccessDenied extends Error {
  constructor() {
    // Never shown: the route's error component reads the class and shows the 403 page in the player's language.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's message, not a player's
    super("You don't have permission to view this page");
    this.name = 'AdminAccessDenied';
  }
}

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === 'ADMIN';
}
