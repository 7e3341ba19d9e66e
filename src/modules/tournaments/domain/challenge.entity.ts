import { randomBytes, randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { ChallengeErrors } from './challenge-errors.js';

export const CHALLENGE_STATUSES = ['OPEN', 'ACCEPTED', 'CANCELLED', 'EXPIRED', 'DECLINED'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/** An open challenge closes for good with one of these; an accepted one's tournament may still be cancelled. */
export type ClosedStatus = Exclude<ChallengeStatus, 'OPEN' | 'ACCEPTED'>;

/** How long a challenge by link stays open (issue 33 §1: 24 hours, as lichess's). */
export const CHALLENGE_OPEN_SECONDS = 24 * 60 * 60;
/** How long a rematch offer stays open (issue 33 §2). */
export const REMATCH_OPEN_SECONDS = 2 * 60;

/**
 * A challenge by link (issue 33 §1): who may take the second seat of its CHALLENGE tournament. The stakes, pace,
 * seats, escrow and expiry (`registration_closes_at`) are the tournament's, created with it; this row adds the
 * share token, the named opponent (or the accepter, once accepted) and the status players read.
 */
export class Challenge {
  id: string = randomUUID();
  /** The share link's secret: 32 random bytes, base64url. Whoever holds it may look, and accept if allowed. */
  token: string = randomBytes(32).toString('base64url');
  tournamentId: number;
  creatorId: number;
  /** The named player, who alone may accept; null for an open link until someone accepts, then the accepter. */
  opponentId: number | null;
  status: ChallengeStatus = 'OPEN';
  /** The match this is a rematch of (issue 33 §2); null for a challenge by link. */
  rematchOfMatchId: number | null = null;
  createdAt: Date;

  constructor(input: { tournamentId: number; creatorId: number; opponentId: number | null; now: Date }) {
    if (input.opponentId === input.creatorId) throw ChallengeErrors.selfOpponent();
    this.tournamentId = input.tournamentId;
    this.creatorId = input.creatorId;
    this.opponentId = input.opponentId;
    this.createdAt = input.now;
  }

  /** Whether `userId` may take the second seat: the named opponent, or anyone but the creator on an open link. */
  mayBeAcceptedBy(userId: number): boolean {
    if (userId === this.creatorId) return false;
    return this.opponentId === null || this.opponentId === userId;
  }

  /** The checks of an accept, in the order a player should hear them; the caller holds the tournament's lock. */
  assertAcceptableBy(userId: number): void {
    // Closed first: the losers of a race for an open link hear it was taken, not that it names the winner.
    if (this.status !== 'OPEN') throw ChallengeErrors.notOpen(this.status);
    if (userId === this.creatorId) throw ChallengeErrors.ownChallenge();
    if (this.opponentId !== null && this.opponentId !== userId) throw ChallengeErrors.notYours();
  }

  accept(userId: number): void {
    this.assertAcceptableBy(userId);
    this.status = 'ACCEPTED';
    this.opponentId = userId;
  }

  /** Cancelled, declined or expired with its tournament (cancellation.ts), once. */
  close(status: ClosedStatus): void {
    if (this.status === 'OPEN' || this.status === 'ACCEPTED') this.status = status;
  }
}

export const ChallengeSchema = defineEntity({
  class: Challenge,
  tableName: 'challenges',
  properties: {
    id: p.uuid().primary(),
    token: p.string().length(64),
    tournamentId: p.integer(),
    creatorId: p.integer(),
    opponentId: p.integer().nullable(),
    status: p.string().length(10).$type<ChallengeStatus>(),
    rematchOfMatchId: p.integer().nullable(),
    createdAt: p.datetime(),
  },
});
