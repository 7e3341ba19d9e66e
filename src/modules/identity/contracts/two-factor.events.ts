import { eventType } from '../../../shared/outbox/domain-event.js';

declare module '../../../shared/outbox/event-map.js' {
  /** Two-factor sign-in turned on or off for an account (issue 21 §3). Never a secret or a code in them. */
  interface EventMap {
    TwoFactorEnabled: { userId: number; method: 'totp' };
    TwoFactorDisabled: { userId: number; method: 'totp' };
  }
}

export const TwoFactorEnabled = eventType('TwoFactorEnabled', 'user');
export const TwoFactorDisabled = eventType('TwoFactorDisabled', 'user');
