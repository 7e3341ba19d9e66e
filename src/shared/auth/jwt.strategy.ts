import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { isStorableId } from '../http/entity-id.pipe.js';
import type { AccessClaims, AuthUser } from './auth-user.js';

const ROLES: readonly unknown[] = ['PLAYER', 'ADMIN'];
/** Session ids are the refresh families' UUIDs. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** Bounds the memory of verified tokens; past it the cache starts over, costing one verification per token. */
const MAX_VERIFIED = 10_000;

type Request = Parameters<Strategy['authenticate']>[0];

/**
 * Verifies HS256 access tokens only: `alg: none`, another algorithm, a wrong key or an expired token fail.
 * A correctly signed token must also carry the claims this app issues: an expiry (a token without one would
 * never die), a user id a row could have and a known role. Anything else is refused as unauthenticated
 * rather than reaching a handler as NaN or an unknown role.
 *
 * A client sends the same access token with every request until it expires, so a token that passed is
 * remembered, with the user it names, until its expiry: the next requests with the very same string skip
 * the base64 and JSON decoding and the HMAC (a tenth of a simple request's CPU). Only the exact string of a
 * token that passed verification can hit, and nothing that a later check could refuse is skipped: the
 * signature and claims of a given string never change, expiry is checked on every hit, and whether the
 * user still exists or is blocked is the guard's check, made on every request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verified = new Map<string, { user: AuthUser; expiresAtMs: number }>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: bearerToken,
      // A KeyObject made once: given a string, jsonwebtoken tries (and fails) to parse it as a public key on
      // every verification, which showed as the top cost of an authenticated request.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** Passport calls this on a per-request copy of the strategy (with its own `success`). */
  override authenticate(request: Request, options?: unknown): void {
    const token = bearerToken(request);
    const known = token ? this.verified.get(token) : undefined;
    if (known) {
      // jsonwebtoken refuses a token once the clock reaches `exp`; so does this.
      if (Date.now() < known.expiresAtMs) {
        this.success({ ...known.user });
        return;
      }
      this.verified.delete(token as string);
    }
    super.authenticate(request, options);
  }

  /** Called by passport-jwt once the signature, algorithm and expiry of the token have been verified. */
  validate(request: Request, claims: AccessClaims & { exp?: unknown }): AuthUser | false {
    if (typeof claims.exp !== 'number' || !isStorableId(claims.sub) || !ROLES.includes(claims.role)) return false;
    if (claims.sid !== undefined && (typeof claims.sid !== 'string' || !SESSION_ID.test(claims.sid))) return false;
    const user: AuthUser = {
      id: claims.sub,
      username: claims.username,
      role: claims.role,
      sessionId: claims.sid ?? null,
    };
    const token = bearerToken(request);
    if (token) {
      if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
      this.verified.set(token, { user: { ...user }, expiresAtMs: claims.exp * 1000 });
    }
    return user;
  }
}
