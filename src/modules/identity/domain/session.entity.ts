import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { deviceName, MAX_USER_AGENT } from './device-name.js';

/** Where a sign-in came from: the client's address and its User-Agent header. */
export interface SignInClient {
  address: string;
  userAgent: string;
}

/** How recent a sign-in must be for a credential change that asks for a fresh one (removing a passkey). */
export const FRESH_SIGN_IN_MS = 5 * 60 * 1000;

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

  constructor(userId: number, familyId: string, client: SignInClient) {
    this.userId = userId;
    this.familyId = familyId;
    this.address = client.address.slice(0, 64);
    this.userAgent = client.userAgent.slice(0, MAX_USER_AGENT);
    this.device = deviceName(client.userAgent);
  }

  /** Signed in more than `seconds` ago: past the absolute lifetime, it must sign in again. */
  isOlderThan(seconds: number, now = new Date()): boolean {
    return now.getTime() - this.createdAt.getTime() > seconds * 1000;
  }

  /** A sign-in within the last five minutes: enough to prove the player is at the keyboard right now. */
  isFresh(now = new Date()): boolean {
    return now.getTime() - this.createdAt.getTime() <= FRESH_SIGN_IN_MS;
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
  },
});
