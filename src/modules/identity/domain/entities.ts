import { UserSchema } from './user.entity.js';
import { RefreshTokenSchema } from './refresh-token.entity.js';

/** The entity schemas this context owns, registered with the ORM. */
export const identityEntities = [UserSchema, RefreshTokenSchema];
