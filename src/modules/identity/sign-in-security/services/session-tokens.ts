import { createHash, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notify } from '../../../../shared/database/query.js';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import type { AccessClaims } from '../../../../shared/auth/auth-user.js';
import { REVOKED_SESSIONS_CHANNEL } from './blocked-users.registry.js';
import { RefreshToken } from '../../domain/refresh-token.entity.js';
import type { User } from '../../domain/user.entity.js';

export interface TokenPair {
  access: string;
  refresh: string;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function spentAt(token: RefreshToken): Date {
  if (!token.usedAt) throw new Error('Only a spent refresh token has a successor.');
  return token.usedAt;
}

/** Issues short-lived signed access tokens and opaque 256-bit refresh tokens, stored hashed. */
@Injectable()
export class SessionTokens {
  /** Keys the successor of a spent refresh token (below); derived from the server's secret, as SecretBox's key. */
  private readonly successorKey: Buffer;

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.successorKey = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'spockout', 'refresh-successor-v1', 32));
  }

  /** A new login's pair, the first of a new family unless `familyId` names one (a sign-in that finishes a session). */
  issue(em: EntityManager, user: User, familyId: string = randomUUID()): TokenPair {
    const now = new Date();
    const pair = { access: this.accessToken(user, familyId, now), refresh: randomBytes(32).toString('base64url') };
    this.store(em, user.id, familyId, pair.refresh, now);
    return pair;
  }

  /** Stores the successor of a token just spent: the pair `successorOf` answers for it from now on. */
  rotate(em: EntityManager, user: User, spent: RefreshToken, presented: string): TokenPair {
    const pair = this.successorOf(user, spent, presented);
    this.store(em, user.id, spent.familyId, pair.refresh, spentAt(spent));
    return pair;
  }

  /**
   * The pair that follows a spent refresh token, computed and never stored (issue 30 §4): the refresh token is an
   * HMAC of the token presented, the access token is signed with the second of the spend as `iat`. So a twin
   * request within the grace gets the very same pair as the one that spent it, while the database keeps only
   * hashes, as for every refresh token, and a copy of it cannot name a successor.
   */
  successorOf(user: User, spent: RefreshToken, presented: string): TokenPair {
    return {
      access: this.accessToken(user, spent.familyId, spentAt(spent)),
      refresh: this.successorRefresh(presented),
    };
  }

  /** The stored hash of the successor of the token presented. */
  successorHash(presented: string): string {
    return hashRefreshToken(this.successorRefresh(presented));
  }

  private successorRefresh(presented: string): string {
    return createHmac('sha256', this.successorKey).update(presented).digest('base64url');
  }

  private accessToken(user: User, familyId: string, issuedAt: Date): string {
    // `sid` names the login's refresh family, so a logout can cut off this access token too.
    const claims: AccessClaims & { iat: number } = {
      sub: user.id,
      username: user.username,
      role: user.role,
      sid: familyId,
      // jsonwebtoken counts `exp` from a given `iat`: the same claims and second sign the same token.
      iat: Math.floor(issuedAt.getTime() / 1000),
    };
    return this.jwt.sign(claims, { expiresIn: this.config.accessTokenTtlSeconds, algorithm: 'HS256' });
  }

  private store(em: EntityManager, userId: number, familyId: string, refresh: string, from: Date): void {
    const expiresAt = new Date(from.getTime() + this.config.refreshTokenTtlSeconds * 1000);
    em.persist(new RefreshToken(userId, familyId, hashRefreshToken(refresh), expiresAt));
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
