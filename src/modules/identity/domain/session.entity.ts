import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { deviceName, MAX_USER_AGENT } from './device-name.js';
import { REAUTHENTICATION_WINDOW_MS, type FactorProof, type SignInMethod } from './factor-proof.js';

/** Where a sign-in came from: the client's address and its User-Agent header. */
export interface SignInClient {
  address: string;
  userAgent: string;
}

/** How a session signed in: the method, and when the factor that signed it in was added (null: the password). */
export interface SignInFactor {
  method: SignInMethod;
  factorSince: Date | null;
  /** A TOTP or recovery code was part of it: admin routes need that (issue 30 §1). */
  withCode: boolean;
}

/**
 * One sign-in: the refresh-token family it started, under a public id of its own (the family id is the access
 * token's `sid` and stays inside the tokens). Whether it is still live is the refresh tokens' business.
 */
export class Session {
  id: string = randomUUID();
  userId: number;
  familyId: string;
  address: string;
  userAgent: string;
  device: string;
  createdAt: Date = new Date();
  lastUsedAt: Date = new Date();
  signInMethod: SignInMethod;
  signInFactorAt: Date | null;
  /** When a TOTP (or recovery) code was last given in this session: at its sign-in, or later. */
  secondFactorAt: Date | null = null;
  /** The session's last proof of presence (POST /api/accounts/reauthenticate/), and what gave it. */
  reauthenticatedAt: Date | null = null;
  reauthMethod: FactorProof['method'] | null = null;
  reauthFactorAt: Date | null = null;

  constructor(userId: number, familyId: string, client: SignInClient, factor: SignInFactor) {
    this.userId = userId;
    this.familyId = familyId;
    this.address = client.address.slice(0, 64);
    this.userAgent = client.userAgent.slice(0, MAX_USER_AGENT);
    this.device = deviceName(client.userAgent);
    this.signInMethod = factor.method;
    this.signInFactorAt = factor.factorSince;
    if (factor.withCode) this.secondFactorAt = this.createdAt;
  }

  /** Signed in more than `seconds` ago: past the absolute lifetime, it must sign in again. */
  isOlderThan(seconds: number, now = new Date()): boolean {
    return now.getTime() - this.createdAt.getTime() > seconds * 1000;
  }

  /**
   * The sign-in, as proof, while it is under five minutes old. It ends sessions (as it always did), subject to
   * the 24-hour rule; it never changes a factor: a token stolen a second after the sign-in must not enrol one.
   */
  freshSignIn(now = new Date()): FactorProof | null {
    if (now.getTime() - this.createdAt.getTime() > REAUTHENTICATION_WINDOW_MS) return null;
    const method = this.signInMethod === 'registration' ? 'password' : this.signInMethod;
    return { method, factorSince: this.signInFactorAt };
  }

  /** The proof given in this session within the last five minutes, if any. */
  reauthentication(now = new Date()): FactorProof | null {
    if (!this.reauthenticatedAt || !this.reauthMethod) return null;
    if (now.getTime() - this.reauthenticatedAt.getTime() > REAUTHENTICATION_WINDOW_MS) return null;
    return { method: this.reauthMethod, factorSince: this.reauthFactorAt };
  }

  /** When the proof just given lapses. */
  reauthenticate(proof: FactorProof, now = new Date()): Date {
    this.reauthenticatedAt = now;
    this.reauthMethod = proof.method;
    this.reauthFactorAt = proof.factorSince;
    if (proof.method === 'totp' || proof.method === 'recovery_code') this.secondFactorAt = now;
    return new Date(now.getTime() + REAUTHENTICATION_WINDOW_MS);
  }

  /** A code of the account's authenticator was given in this session (a set-up confirmed in it). */
  recordSecondFactor(now = new Date()): void {
    this.secondFactorAt = now;
  }
}

export const SessionSchema = defineEntity({
  class: Session,
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary(),
    userId: p.integer(),
    familyId: p.uuid(),
    address: p.string().length(64),
    userAgent: p.string().length(512),
    device: p.string().length(120),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime(),
    signInMethod: p.string().length(20).$type<SignInMethod>(),
    signInFactorAt: p.datetime().nullable(),
    secondFactorAt: p.datetime().nullable(),
    reauthenticatedAt: p.datetime().nullable(),
    reauthMethod: p.string().length(20).$type<FactorProof['method']>().nullable(),
    reauthFactorAt: p.datetime().nullable(),
  },
});
