import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AccessClaims, AuthUser } from './auth-user.js';

/** Verifies HS256 access tokens only: `alg: none`, another algorithm, a wrong key or an expired token fail. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: AccessClaims): AuthUser {
    return { id: Number(claims.sub), username: claims.username, role: claims.role };
  }
}
