import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AuthUser } from './auth-user.js';

export const IS_PUBLIC = Symbol('IS_PUBLIC');
export const ADMIN_ONLY = Symbol('ADMIN_ONLY');

/** Open to anonymous callers; every other route needs a valid access token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only callers whose token carries the ADMIN role; a player gets 403. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  return ctx.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
