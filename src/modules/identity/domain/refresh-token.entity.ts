import { defineEntity, p } from '@mikro-orm/core';

/**
 * How long a spent refresh token still answers with the successor it was spent for (issue 30 §4): two tabs, or a
 * retry after a lost answer, refresh with the same token at once, and all but the first used to revoke the
 * player's session. Ten seconds covers requests sent together over a slow link and a second of clock skew
 * between instances; a thief replaying a stolen token later than that still revokes the family.
 */
export const REFRESH_GRACE_SECONDS = 10;

/**
 * A refresh token: only its SHA-256 is stored. Tokens of one login form a family; each use spends the token
 * and issues the next, and presenting a spent one revokes the whole family (it was stolen or replayed), unless
 * it comes within the grace and its successor is still unused: then it answers that same successor again.
 */
export class RefreshToken {
  id!: number;
  userId: number;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null = null;
  revokedAt: Date | null = null;
  createdAt: Date = new Date();

  constructor(userId: number, familyId: string, tokenHash: string, expiresAt: Date) {
    this.userId = userId;
    this.familyId = familyId;
    this.tokenHash = tokenHash;
    this.expiresAt = expiresAt;
  }

  isRevoked(): boolean {
    return this.revokedAt !== null;
  }

  /** Spent (not revoked) less than REFRESH_GRACE_SECONDS ago: a twin of the request that spent it may follow. */
  isInGrace(now = new Date()): boolean {
    return (
      this.revokedAt === null &&
      this.usedAt !== null &&
      now.getTime() - this.usedAt.getTime() < REFRESH_GRACE_SECONDS * 1000
    );
  }

  /** Whether this token may follow `spent` in a grace answer: its unused, unrevoked successor in the same family. */
  isLiveSuccessorOf(spent: RefreshToken): boolean {
    return this.familyId === spent.familyId && this.usedAt === null && this.revokedAt === null;
  }

  isExpired(now = new Date()): boolean {
    return this.expiresAt.getTime() <= now.getTime();
  }

  spend(now = new Date()): void {
    this.usedAt = now;
  }
}

export const RefreshTokenSchema = defineEntity({
  class: RefreshToken,
  tableName: 'refresh_tokens',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.integer(),
    familyId: p.uuid(),
    tokenHash: p.string().length(64),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
