import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../errors/domain-error.js';
import { ADMIN_ONLY, IS_PUBLIC } from './auth.decorators.js';
import type { AuthUser } from './auth-user.js';
import { BlockedUsers } from './blocked-users.js';
import { ClientPresence } from './client-presence.js';
import { ADMIN_CODE_REQUIRED, ADMIN_TWO_FACTOR_REQUIRED, AdminTwoFactor } from './admin-two-factor.js';
import { JwtStrategy } from './jwt.strategy.js';
import { msg, noteUserLocale } from '#i18n';

/** What a route's decorators ask of the guard; fixed once the classes are defined. */
interface RoutePolicy {
  isPublic: boolean;
  adminOnly: boolean;
}

interface AuthRequest {
  headers: { authorization?: string | string[] };
  user?: AuthUser;
}

const notAuthenticated = () =>
  DomainError.unauthorized(
    msg({ message: 'Authentication credentials were not provided or are invalid.' }),
    'not_authenticated',
  );

/**
 * Global guard: every route needs a valid access token unless marked @Public(); @AdminOnly() needs the role.
 *
 * The token is an `Authorization: Bearer` HS256 JWT, verified through @nestjs/passport by the passport-jwt
 * strategy (`JwtStrategy`: the signature, the algorithm, the time claims, then the claims this app issues). A
 * token the strategy verified before and that has not expired is taken from its memory without entering
 * passport (see `JwtStrategy.remembered`).
 *
 * An admin route also needs the admin to have two-factor sign-in on, and the session to have had a code
 * (AdminTwoFactor), else 403.
 *
 * A blocked user's token, one naming a user that does not exist, or one of a session that was logged out (or
 * whose refresh token was replayed) is refused with 401 on every request, so the client's refresh (also
 * refused) ends it.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  /** By handler, then controller: reading the metadata (reflect-metadata) on every request showed in profiles. */
  private readonly policies = new WeakMap<object, WeakMap<object, RoutePolicy>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: JwtStrategy,
    private readonly blocked: BlockedUsers,
    private readonly adminTwoFactor: AdminTwoFactor,
    private readonly presence: ClientPresence,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.policyOf(context);
    if (policy.isPublic) return true;
    const request = context.switchToHttp().getRequest<AuthRequest>();
    const remembered = this.tokens.remembered(request);
    if (remembered) request.user = remembered;
    // passport-jwt verifies it and sets request.user, or handleRequest refuses.
    else await super.canActivate(context);
    const user = request.user;
    if (!user) throw notAuthenticated();
    if (!(await this.blocked.userExists(user.id))) throw notAuthenticated();
    // The answers, errors included, speak the language the user saved (read with the existence check above).
    noteUserLocale(request, this.blocked.savedLocale(user.id));
    if (this.blocked.isBlocked(user.id)) {
      throw DomainError.unauthorized(
        msg({ message: 'This account has been blocked. Please contact support.' }),
        'account_blocked',
      );
    }
    if (user.sessionId !== null && this.blocked.isSessionRevoked(user.sessionId)) {
      throw DomainError.unauthorized(
        msg({ message: 'This session has ended. Please log in again.' }),
        'session_revoked',
      );
    }
    if (policy.adminOnly && user.role !== 'ADMIN') {
      throw DomainError.forbidden();
    }
    // The player's client is there (issue 32 §0: it counts as checked in); throttled to a write per few seconds.
    await this.presence.seen(user.id);
    if (!policy.adminOnly) return true;
    // An admin signs in without two-factor, but uses no admin route until it is set up (issue 21 §3), nor from a
    // session that had no code (a passkey's sign-in) until one is entered (issue 30 §1).
    const access = await this.adminTwoFactor.access(user.id, user.sessionId);
    if (access === 'not_enrolled') throw DomainError.forbidden(ADMIN_TWO_FACTOR_REQUIRED, 'two_factor_required');
    if (access === 'code_required') {
      throw new DomainError('two_factor_code_required', 'forbidden', ADMIN_CODE_REQUIRED);
    }
    return true;
  }

  /** Whatever passport-jwt refused (no token, a bad signature, an expiry, a claim), in the one 401 body. */
  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error || !user) throw notAuthenticated();
    return user;
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
}
