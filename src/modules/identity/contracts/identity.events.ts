import { eventType } from '../../../shared/outbox/domain-event.js';

export const UserRegistered = eventType<{ userId: number; username: string }>('UserRegistered', 'user');
export const UserLoggedIn = eventType<{ userId: number; username: string }>('UserLoggedIn', 'user');
export const UserBlocked = eventType<{ userId: number; username: string; blocked: boolean }>('UserBlocked', 'user');
