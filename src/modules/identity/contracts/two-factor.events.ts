import { eventType } from '../../../shared/outbox/domain-event.js';

/** Two-factor sign-in turned on or off for an account (issue 21 §3). Never a secret or a code in them. */
export const TwoFactorEnabled = eventType<{ userId: number; method: 'totp' }>('TwoFactorEnabled', 'user');
export const TwoFactorDisabled = eventType<{ userId: number; method: 'totp' }>('TwoFactorDisabled', 'user');
