import { defineEntity, p } from '@mikro-orm/core';

/** Passkeys one account may hold: more than anyone's devices, few enough to list on one page. */
export const MAX_PASSKEYS = 20;

/** A WebAuthn credential a player registered: its public key and the authenticator's signature counter. */
export class Passkey {
  id!: number;
  userId: number;
  /** The credential id, base64url, as the browser names it. */
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  /** The authenticator's transports, comma-separated (hints for the browser, never trusted). */
  transports: string;
  name: string;
  createdAt: Date = new Date();
  lastUsedAt: Date | null = null;
  /** Set by a password reset when the passkey was added in the 7 days before it: it signs nobody in until kept. */
  suspendedAt: Date | null = null;

  constructor(userId: number, credentialId: string, publicKey: Buffer, counter: number, transports: string[]) {
    this.userId = userId;
    this.credentialId = credentialId;
    this.publicKey = publicKey;
    this.counter = counter;
    this.transports = transports.join(',').slice(0, 200);
    this.name = 'Passkey';
  }

  get isSuspended(): boolean {
    return this.suspendedAt !== null;
  }

  suspend(now = new Date()): void {
    this.suspendedAt ??= now;
  }

  /** Its owner kept it, through the link the reset mailed. */
  keep(): void {
    this.suspendedAt = null;
  }

  transportList(): string[] {
    return this.transports ? this.transports.split(',') : [];
  }

  /**
   * A sign-in with it: the counter the authenticator reported must move on unless it keeps none (0 twice, as
   * synced passkeys do). A counter that went back means a cloned authenticator: the caller refuses the sign-in.
   */
  recordUse(newCounter: number, now = new Date()): boolean {
    if (newCounter !== 0 || this.counter !== 0) {
      if (newCounter <= this.counter) return false;
    }
    this.counter = newCounter;
    this.lastUsedAt = now;
    return true;
  }
}

export const PasskeySchema = defineEntity({
  class: Passkey,
  tableName: 'passkeys',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.integer(),
    credentialId: p.string().length(1400),
    publicKey: p.blob(),
    counter: p.bigint('number'),
    transports: p.string().length(200),
    name: p.string().length(64),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    suspendedAt: p.datetime().nullable(),
  },
});
