import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../errors/domain-error.js';
import { ADMIN_ONLY, IS_PUBLIC } from './auth.decorators.js';
import type { AuthUser } from './auth-user.js';
import { BlockedUsers } from './blocked-users.js';

/**
 * Global guard: every route needs a valid access token unless marked @Public(); @AdminOnly() needs the role.
 * A blocked user's token, or one naming a user that does not exist, is refused with 401, so the client's
 * refresh (also refused) ends the session.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly blocked: BlockedUsers,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    if (!(await this.blocked.exists(user.id))) {
      throw DomainError.unauthorized('Authentication credentials were not provided or are invalid.', 'not_authenticated');
    }
    if (this.blocked.isBlocked(user.id)) {
      throw DomainError.unauthorized('This account has been blocked. Please contact support.', 'account_blocked');
    }
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && user.role !== 'ADMIN') {
      throw DomainError.forbidden();
    }
    return true;
  }

  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error || !user) {
      throw DomainError.unauthorized('Authentication credentials were not provided or are invalid.', 'not_authenticated');
    }
    return user;
  }
}
