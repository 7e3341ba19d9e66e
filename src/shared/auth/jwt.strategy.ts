import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { isStorableId } from '../http/entity-id.pipe.js';
import { ROLES, type AccessClaims, type AuthUser } from './auth-user.js';

/** Session ids are the refresh families' UUIDs. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** `Authorization: <scheme> <token>`: the first two runs of non-space characters, as passport-jwt's own parser. */
const AUTHORIZATION = /(\S+)\s+(\S+)/;
/** Bounds the memory of verified tokens; past it the cache starts over, costing one verification per token. */
const MAX_VERIFIED = 10_000;

interface TokenRequest {
  headers: { authorization?: string | string[] };
}

/** The bearer token of `Authorization: Bearer <token>` (the scheme in any case), else null. */
export function bearerToken(request: TokenRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? AUTHORIZATION.exec(header) : null;
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : null;
}

/**
 * passport-jwt's strategy, named 'jwt' for the access guard: it verifies HS256 access tokens only (`alg: none`,
 * another algorithm, a wrong key, an expired token or one not yet valid fail in jsonwebtoken), then `validate`
 * checks the claims this app issues: an expiry (a token without one would never die), a user id a row could have
 * and a known role, and a UUID session id when there is one. Anything else is refused as unauthenticated rather
 * than reaching a handler as NaN or an unknown role.
 *
 * A client sends the same access token with every request until it expires, so a token that passed is
 * remembered, with the user it names, until its expiry (`remembered`, which the guard asks first): the next
 * requests with the very same string skip the decoding, the HMAC and passport's per-request work. Only the exact
 * string of a token that passed can hit, and nothing that a later check could refuse is skipped: the signature
 * and claims of a given string never change, and expiry is checked on every hit.
 *
 * passport keeps its strategies in one registry per process, so with several apps in one process (tests) the
 * strategy made last verifies for all of them; they share the secret there. One app per process otherwise.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verified = new Map<string, { user: AuthUser; expiresAtMs: number }>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: bearerToken,
      // A KeyObject made once: given a string, jsonwebtoken tries (and fails) to parse it as a public key on
      // every verification, which showed as the top cost of an authenticated request. jsonwebtoken takes a
      // KeyObject; passport-jwt's types say string or Buffer only.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** The user of a token this strategy verified before and that has not expired (a copy), else null. */
  remembered(request: TokenRequest): AuthUser | null {
    const token = bearerToken(request);
    const known = token === null ? undefined : this.verified.get(token);
    if (!token || !known) return null;
    // jsonwebtoken refuses a token once the clock reaches `exp`; so does this.
    if (Date.now() < known.expiresAtMs) return { ...known.user };
    this.verified.delete(token);
    return null;
  }

  /** Called by passport-jwt once the signature, algorithm and time claims of the token have been verified. */
  validate(request: TokenRequest, claims: AccessClaims & { exp?: unknown }): AuthUser | false {
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
