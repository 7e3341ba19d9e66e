import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notify } from '../../../shared/database/query.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { AccessClaims } from '../../../shared/auth/auth-user.js';
import { REVOKED_SESSIONS_CHANNEL } from './blocked-users.registry.js';
import { RefreshToken } from '../domain/refresh-token.entity.js';
import type { User } from '../domain/user.entity.js';

export interface TokenPair {
  access: string;
  refresh: string;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues short-lived signed access tokens and opaque 256-bit refresh tokens, stored hashed. */
@Injectable()
export class SessionTokens {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new pair; `familyId` continues a rotation chain, its absence starts a new login's family. */
  issue(em: EntityManager, user: User, familyId: string = randomUUID()): TokenPair {
    // `sid` names the login's refresh family, so a logout can cut off this access token too.
    const claims: AccessClaims = { sub: user.id, username: user.username, role: user.role, sid: familyId };
    const access = this.jwt.sign(claims, { expiresIn: this.config.accessTokenTtlSeconds, algorithm: 'HS256' });
    const refresh = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000);
    em.persist(new RefreshToken(user.id, familyId, hashRefreshToken(refresh), expiresAt));
    return { access, refresh };
  }

  /**
   * Revokes every live token of a family (logout, reuse of a spent token), and with them the session's access
   * tokens: every instance hears of it when this commits. The caller marks it in the registry after commit.
   */
  async revokeFamily(em: EntityManager, familyId: string): Promise<void> {
    await em.nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: new Date() });
    await notify(em, REVOKED_SESSIONS_CHANNEL, familyId);
  }

  /** Revokes every live token of a user (blocked). */
  async revokeAllOf(em: EntityManager, userId: number): Promise<void> {
    await em.nativeUpdate(RefreshToken, { userId, revokedAt: null }, { revokedAt: new Date() });
  }
}
