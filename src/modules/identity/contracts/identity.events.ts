import { eventType } from '../../../shared/outbox/domain-event.js';

/** The admin role changed hands (issue 30 §3): `adminId` is the admin who gave or took it, also the event's actor. */
interface RoleChange {
  userId: number;
  username: string;
  adminId: number;
}

declare module '../../../shared/outbox/event-map.js' {
  interface EventMap {
    UserRegistered: { userId: number; username: string };
    UserLoggedIn: { userId: number; username: string };
    UserBlocked: { userId: number; username: string; blocked: boolean };
    AdminRoleGranted: RoleChange;
    AdminRoleRevoked: RoleChange;
  }
}

export const UserRegistered = eventType('UserRegistered', 'user');
export const UserLoggedIn = eventType('UserLoggedIn', 'user');
export const UserBlocked = eventType('UserBlocked', 'user');
export const AdminRoleGranted = eventType('AdminRoleGranted', 'user');
export const AdminRoleRevoked = eventType('AdminRoleRevoked', 'user');
