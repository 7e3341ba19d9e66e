import { defineEntity, p } from '@mikro-orm/core';

/**
 * A refresh token: only its SHA-256 is stored. Tokens of one login form a family; each use spends the token
 * and issues the next, and presenting a spent one revokes the whole family (it was stolen or replayed).
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

  isSpentOrRevoked(): boolean {
    return this.usedAt !== null || this.revokedAt !== null;
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
