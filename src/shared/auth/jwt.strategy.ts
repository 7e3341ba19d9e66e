import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { isStorableId } from '../http/entity-id.pipe.js';
import type { AccessClaims, AuthUser } from './auth-user.js';

const ROLES: readonly unknown[] = ['PLAYER', 'ADMIN'];

/**
 * Verifies HS256 access tokens only: `alg: none`, another algorithm, a wrong key or an expired token fail.
 * A correctly signed token must also carry the claims this app issues: an expiry (a token without one would
 * never die), a user id a row could have and a known role. Anything else is refused as unauthenticated
 * rather than reaching a handler as NaN or an unknown role.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject made once: given a string, jsonwebtoken tries (and fails) to parse it as a public key on
      // every verification, which showed as the top cost of an authenticated request.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: AccessClaims & { exp?: unknown }): AuthUser | false {
    if (typeof claims.exp !== 'number' || !isStorableId(claims.sub) || !ROLES.includes(claims.role)) return false;
    return { id: claims.sub, username: claims.username, role: claims.role };
  }
}
