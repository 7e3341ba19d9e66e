import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../errors/domain-error.js';
import { ADMIN_ONLY, IS_PUBLIC } from './auth.decorators.js';
import type { AuthUser } from './auth-user.js';
import { BlockedUsers } from './blocked-users.js';

/**
 * Global guard: every route needs a valid access token unless marked @Public(); @AdminOnly() needs the role.
 * A blocked user's token, one naming a user that does not exist, or one of a session that was logged out (or
 * whose refresh token was replayed) is refused with 401, so the client's refresh (also refused) ends it.
 */
/** What a route's decorators ask of the guard; fixed once the classes are defined. */
interface RoutePolicy {
  isPublic: boolean;
  adminOnly: boolean;
}

@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  /** By handler, then controller: reading the metadata (reflect-metadata) on every request showed in profiles. */
  private readonly policies = new WeakMap<object, WeakMap<object, RoutePolicy>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly blocked: BlockedUsers,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.policyOf(context);
    if (policy.isPublic) return true;
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    if (!(await this.blocked.exists(user.id))) {
      throw DomainError.unauthorized(
        'Authentication credentials were not provided or are invalid.',
        'not_authenticated',
      );
    }
    if (this.blocked.isBlocked(user.id)) {
      throw DomainError.unauthorized('This account has been blocked. Please contact support.', 'account_blocked');
    }
    if (user.sessionId !== null && this.blocked.isSessionRevoked(user.sessionId)) {
      throw DomainError.unauthorized('This session has ended. Please log in again.', 'session_revoked');
    }
    if (policy.adminOnly && user.role !== 'ADMIN') {
      throw DomainError.forbidden();
    }
    return true;
  }

  private policyOf(context: ExecutionContext): RoutePolicy {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byController = this.policies.get(handler);
    let policy = byController?.get(controller);
    if (!policy) {
      const targets = [handler, controller];
      policy = {
        isPublic: this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) ?? false,
        adminOnly: this.reflector.getAllAndOverride<boolean | undefined>(ADMIN_ONLY, targets) ?? false,
      };
      if (!byController) this.policies.set(handler, (byController = new WeakMap()));
      byController.set(controller, policy);
    }
    return policy;
  }

  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error || !user) {
      throw DomainError.unauthorized(
        'Authentication credentials were not provided or are invalid.',
        'not_authenticated',
      );
    }
    return user;
  }
}
