import { eventType } from '../../../shared/outbox/domain-event.js';

export const UserRegistered = eventType<{ userId: number; username: string }>('UserRegistered', 'user');
export const UserLoggedIn = eventType<{ userId: number; username: string }>('UserLoggedIn', 'user');
export const UserBlocked = eventType<{ userId: number; username: string; blocked: boolean }>('UserBlocked', 'user');

/** The admin role changed hands (issue 30 §3): `adminId` is the admin who gave or took it, also the event's actor. */
interface RoleChange {
  userId: number;
  username: string;
  adminId: number;
}
export const AdminRoleGranted = eventType<RoleChange>('AdminRoleGranted', 'user');
export const AdminRoleRevoked = eventType<RoleChange>('AdminRoleRevoked', 'user');
