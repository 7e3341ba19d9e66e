import { createHash, randomBytes } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

/** How long the second step of a sign-in may wait for its code. */
export const MFA_CHALLENGE_TTL_SECONDS = 5 * 60;

export const hashMfaToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A user's authenticator: the TOTP secret, sealed (secret-box.ts). Pending until a first code confirms it; the
 * step of the last accepted code is kept so that no code is accepted twice.
 */
export class TotpCredential {
  userId: number;
  secretCiphertext: string;
  confirmedAt: Date | null = null;
  lastUsedStep: number | null = null;
  createdAt: Date = new Date();
  /** Set by a password reset when it was confirmed in the 7 days before it: no code of it counts until kept. */
  suspendedAt: Date | null = null;

  constructor(userId: number, secretCiphertext: string) {
    this.userId = userId;
    this.secretCiphertext = secretCiphertext;
  }

  get isConfirmed(): boolean {
    return this.confirmedAt !== null;
  }

  /** Confirmed and not suspended: its codes sign in and prove presence. */
  get isActive(): boolean {
    return this.confirmedAt !== null && this.suspendedAt === null;
  }

  suspend(now = new Date()): void {
    this.suspendedAt ??= now;
  }

  /** Its owner kept it, through the link the reset mailed. */
  keep(): void {
    this.suspendedAt = null;
  }

  /** A code of `step` was accepted: it and every earlier step are spent. */
  accept(step: number): void {
    this.lastUsedStep = Math.max(step, this.lastUsedStep ?? step);
  }

  confirm(step: number, now = new Date()): void {
    this.accept(step);
    this.confirmedAt = now;
  }

  /** Confirmed without a code: the operator configured the secret (ADMIN_TOTP_SECRET). */
  confirmConfigured(now = new Date()): void {
    this.confirmedAt = now;
  }

  /** A new secret, pending again (a set-up restarted before it was confirmed). */
  replaceSecret(secretCiphertext: string): void {
    this.secretCiphertext = secretCiphertext;
    this.confirmedAt = null;
    this.lastUsedStep = null;
    this.suspendedAt = null;
  }
}

export const TotpCredentialSchema = defineEntity({
  class: TotpCredential,
  tableName: 'totp_credentials',
  properties: {
    userId: p.integer().primary(),
    secretCiphertext: p.text(),
    confirmedAt: p.datetime().nullable(),
    lastUsedStep: p.bigint('number').nullable(),
    createdAt: p.datetime(),
    suspendedAt: p.datetime().nullable(),
  },
});

/** One of the ten single-use codes that stand in for the authenticator; only its SHA-256 is stored. */
export class RecoveryCode {
  id!: number;
  userId: number;
  codeHash: string;
  usedAt: Date | null = null;
  createdAt: Date = new Date();

  constructor(userId: number, codeHash: string) {
    this.userId = userId;
    this.codeHash = codeHash;
  }

  use(now = new Date()): void {
    this.usedAt = now;
  }
}

export const RecoveryCodeSchema = defineEntity({
  class: RecoveryCode,
  tableName: 'recovery_codes',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.integer(),
    codeHash: p.string().length(64),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

/**
 * The second step of a sign-in whose password was right: the client holds the token (32 random bytes), the
 * server its hash. It lives MFA_CHALLENGE_TTL_SECONDS and signs in once.
 */
export class MfaChallenge {
  id!: number;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null = null;
  createdAt: Date = new Date();

  constructor(userId: number, tokenHash: string, now = new Date()) {
    this.userId = userId;
    this.tokenHash = tokenHash;
    this.expiresAt = new Date(now.getTime() + MFA_CHALLENGE_TTL_SECONDS * 1000);
  }

  static issue(userId: number): { challenge: MfaChallenge; token: string } {
    const token = randomBytes(32).toString('base64url');
    return { challenge: new MfaChallenge(userId, hashMfaToken(token)), token };
  }

  isUsable(now = new Date()): boolean {
    return this.usedAt === null && this.expiresAt.getTime() > now.getTime();
  }

  use(now = new Date()): void {
    this.usedAt = now;
  }
}

export const MfaChallengeSchema = defineEntity({
  class: MfaChallenge,
  tableName: 'mfa_challenges',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.integer(),
    tokenHash: p.string().length(64),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

/** The two-factor tables, registered with the ORM beside the user's. */
export const twoFactorEntities = [TotpCredentialSchema, RecoveryCodeSchema, MfaChallengeSchema];
