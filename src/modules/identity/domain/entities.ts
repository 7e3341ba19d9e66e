import { UserSchema } from './user.entity.js';
import { RefreshTokenSchema } from './refresh-token.entity.js';
import { SessionSchema } from './session.entity.js';
import { PasskeySchema } from './passkey.entity.js';
import { AccountActionAttemptSchema, AccountTokenSchema } from './account-token.entity.js';
import { twoFactorEntities } from './two-factor.entity.js';

/** The entity schemas this context owns, registered with the ORM. */
export const identityEntities = [
  UserSchema,
  RefreshTokenSchema,
  AccountTokenSchema,
  AccountActionAttemptSchema,
  ...twoFactorEntities,
  SessionSchema,
  PasskeySchema,
];
