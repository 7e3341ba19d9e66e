import type { SessionUser } from '../../lib/session';

/** Thrown by the admin route's guard: a signed-in player opened an admin page. */
export class AdminAccessDenied extends Error {
  constructor() {
    super("You don't have permission to view this page");
    this.name = 'AdminAccessDenied';
  }
}

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === 'ADMIN';
}
