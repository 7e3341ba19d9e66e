import { createHash, randomBytes } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

export const ACCOUNT_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email', 'keep_factor'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** How long a mailed link works, by purpose (docs/decisions.md, issue 21). */
export const ACCOUNT_TOKEN_TTL_SECONDS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 60 * 60,
  reset_password: 30 * 60,
  change_email: 24 * 60 * 60,
  // A suspended factor waits for its owner as long as the reset's look-back: a week.
  keep_factor: 7 * 24 * 60 * 60,
};

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh one-time token: 32 random bytes, base64url (43 characters). Only its hash is ever stored. */
export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccountToken(token) };
}

/**
 * A one-time token mailed to `email` for one purpose: verifying the account's address, resetting its
 * password, moving the account to a new address (`email` is then the new one), or keeping a factor a reset
 * suspended (`subject` names it). Single use, and dead after `expiresAt`.
 */
export class AccountToken {
  id!: number;
  userId: number;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null = null;
  createdAt: Date = new Date();
  /** What the token acts on, for a purpose that needs it: `passkey:12` or `totp` for `keep_factor`. */
  subject: string | null = null;

  constructor(userId: number, purpose: AccountTokenPurpose, tokenHash: string, email: string, now = new Date()) {
    this.userId = userId;
    this.purpose = purpose;
    this.tokenHash = tokenHash;
    this.email = email.toLowerCase();
    this.expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_TTL_SECONDS[purpose] * 1000);
  }

  isUsable(now = new Date()): boolean {
    return this.usedAt === null && this.expiresAt.getTime() > now.getTime();
  }

  use(now = new Date()): void {
    this.usedAt = now;
  }
}

export const AccountTokenSchema = defineEntity({
  class: AccountToken,
  tableName: 'account_tokens',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.integer(),
    purpose: p.string().length(20).$type<AccountTokenPurpose>(),
    tokenHash: p.string().length(64),
    email: p.string().length(254),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    subject: p.string().length(40).nullable(),
  },
});

/** One mail asked for under a throttle key (account-action-throttle.ts). */
export class AccountActionAttempt {
  id!: number;
  throttleKey: string;
  attemptedAt: Date = new Date();

  constructor(throttleKey: string) {
    this.throttleKey = throttleKey;
  }
}

export const AccountActionAttemptSchema = defineEntity({
  class: AccountActionAttempt,
  tableName: 'account_action_attempts',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    throttleKey: p.string().length(300),
    attemptedAt: p.datetime(),
  },
});
