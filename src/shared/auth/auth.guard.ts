import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { DomainError } from '../errors/domain-error.js';
import { isStorableId } from '../http/entity-id.pipe.js';
import { ADMIN_ONLY, IS_PUBLIC } from './auth.decorators.js';
import { ROLES, type AccessClaims, type AuthUser } from './auth-user.js';
import { BlockedUsers } from './blocked-users.js';
import { ADMIN_CODE_REQUIRED, ADMIN_TWO_FACTOR_REQUIRED, AdminTwoFactor } from './admin-two-factor.js';

/** What a route's decorators ask of the guard; fixed once the classes are defined. */
interface RoutePolicy {
  isPublic: boolean;
  adminOnly: boolean;
}

interface AuthRequest {
  headers: { authorization?: string | string[] };
  user?: AuthUser;
}

/** Session ids are the refresh families' UUIDs. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** `Authorization: <scheme> <token>`: the first two runs of non-space characters. */
const AUTHORIZATION = /(\S+)\s+(\S+)/;
/** Bounds the memory of verified tokens; past it the cache starts over, costing one verification per token. */
const MAX_VERIFIED = 10_000;

const notAuthenticated = () =>
  DomainError.unauthorized('Authentication credentials were not provided or are invalid.', 'not_authenticated');

/**
 * Global guard: every route needs a valid access token unless marked @Public(); @AdminOnly() needs the role.
 *
 * The token is an `Authorization: Bearer` HS256 JWT, verified with the kernel's JwtService: `alg: none`,
 * another algorithm, a wrong key, an expired token or one not yet valid (`nbf`) fail. A correctly signed token
 * must also carry the claims this app issues: an expiry (a token without one would never die), a user id a row
 * could have and a known role. Anything else is refused as unauthenticated rather than reaching a handler as
 * NaN or an unknown role.
 *
 * A client sends the same access token with every request until it expires, so a token that passed is
 * remembered, with the user it names, until its expiry: the next requests with the very same string skip the
 * base64 and JSON decoding and the HMAC. Only the exact string of a token that passed verification can hit,
 * and nothing that a later check could refuse is skipped: the signature and claims of a given string never
 * change, and expiry is checked on every hit.
 *
 * An admin route also needs the admin to have two-factor sign-in on, and the session to have had a code
 * (AdminTwoFactor), else 403.
 *
 * A blocked user's token, one naming a user that does not exist, or one of a session that was logged out (or
 * whose refresh token was replayed) is refused with 401 on every request, so the client's refresh (also
 * refused) ends it.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  /** By handler, then controller: reading the metadata (reflect-metadata) on every request showed in profiles. */
  private readonly policies = new WeakMap<object, WeakMap<object, RoutePolicy>>();
  private readonly verified = new Map<string, { user: AuthUser; expiresAtMs: number }>();

  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly blocked: BlockedUsers,
    private readonly adminTwoFactor: AdminTwoFactor,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.policyOf(context);
    if (policy.isPublic) return true;
    const request = context.switchToHttp().getRequest<AuthRequest>();
    const user = this.userOf(request.headers.authorization);
    if (!user) throw notAuthenticated();
    request.user = user;
    if (!(await this.blocked.userExists(user.id))) throw notAuthenticated();
    if (this.blocked.isBlocked(user.id)) {
      throw DomainError.unauthorized('This account has been blocked. Please contact support.', 'account_blocked');
    }
    if (user.sessionId !== null && this.blocked.isSessionRevoked(user.sessionId)) {
      throw DomainError.unauthorized('This session has ended. Please log in again.', 'session_revoked');
    }
    if (policy.adminOnly && user.role !== 'ADMIN') {
      throw DomainError.forbidden();
    }
    if (!policy.adminOnly) return true;
    // An admin signs in without two-factor, but uses no admin route until it is set up (issue 21 §3), nor from a
    // session that had no code (a passkey's sign-in) until one is entered (issue 30 §1).
    const access = await this.adminTwoFactor.access(user.id, user.sessionId);
    if (access === 'not_enrolled') throw DomainError.forbidden(ADMIN_TWO_FACTOR_REQUIRED, 'two_factor_required');
    if (access === 'code_required') {
      throw new DomainError('two_factor_code_required', 'forbidden', ADMIN_CODE_REQUIRED, { exposeCode: true });
    }
    return true;
  }

  /** The user a valid bearer token names (a copy: a handler cannot change the cached one), else null. */
  private userOf(authorization: string | string[] | undefined): AuthUser | null {
    const match = typeof authorization === 'string' ? AUTHORIZATION.exec(authorization) : null;
    if (!match || match[1].toLowerCase() !== 'bearer') return null;
    const token = match[2];
    const known = this.verified.get(token);
    if (known) {
      // jsonwebtoken refuses a token once the clock reaches `exp`; so does this.
      if (Date.now() < known.expiresAtMs) return { ...known.user };
      this.verified.delete(token);
    }
    let payload: unknown;
    try {
      payload = this.jwt.verify(token);
    } catch {
      return null;
    }
    // A token whose payload is not a JSON object verifies as a string.
    if (typeof payload !== 'object' || payload === null) return null;
    const claims = payload as AccessClaims & { exp?: unknown };
    if (typeof claims.exp !== 'number' || !isStorableId(claims.sub) || !ROLES.includes(claims.role)) return null;
    if (claims.sid !== undefined && (typeof claims.sid !== 'string' || !SESSION_ID.test(claims.sid))) return null;
    const user: AuthUser = {
      id: claims.sub,
      username: claims.username,
      role: claims.role,
      sessionId: claims.sid ?? null,
    };
    if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
    this.verified.set(token, { user: { ...user }, expiresAtMs: claims.exp * 1000 });
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
