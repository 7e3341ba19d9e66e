import { eventType } from '../../../shared/outbox/domain-event.js';

declare module '../../../shared/outbox/event-map.js' {
  interface EventMap {
    UserRegistered: { userId: number; username: string };
    UserLoggedIn: { userId: number; username: string };
    UserBlocked: { userId: number; username: string; blocked: boolean };
  }
}

export const UserRegistered = eventType('UserRegistered', 'user');
export const UserLoggedIn = eventType('UserLoggedIn', 'user');
export const UserBlocked = eventType('UserBlocked', 'user');
