import { defineEntity, p } from '@mikro-orm/core';
import type { Cents } from '../../../shared/money/money.js';
import { totalRoundsFor } from './bracket-engine.js';
import {
  DEFAULT_PAYOUTS,
  hasThirdPlaceMatch,
  type Payouts,
  type PlacePrize,
  placePrizes,
  requirePayouts,
} from './payouts.js';
import { TournamentErrors } from './tournament-errors.js';
import { type GameMode, prizeSplit, type TournamentKind, type TournamentStatus } from './tournament-rules.js';

/**
 * A house table's registration deadline: none, it waits until it is full. The API still answers a valid instant
 * (the spec has the field), one no client will reach; `registration_open` stays true.
 */
export const HOUSE_TABLE_NEVER_CLOSES = new Date('9999-12-31T23:59:59.000Z');

/**
 * A knockout tournament: PENDING while seats are open, ACTIVE once full and seeded, COMPLETED when the final is
 * decided; a PENDING one may be CANCELLED (by its creator or an admin, when its last player leaves, or when it is
 * still not full at `registrationClosesAt`). Money never lives here: fees sit in the ledger's escrow account of
 * the tournament, and the prize split is frozen at creation so a later rake change cannot touch it.
 */
export class Tournament {
  id!: number;
  name: string;
  description: string;
  entryFee: Cents;
  maxPlayers: number;
  gameMode: GameMode;
  /** Who opened it; a CHALLENGE is never listed in the lobby. Fixed at creation. */
  kind: TournamentKind;
  /** Seconds per move in every game (issue 32 §4), frozen at creation as the rake is. */
  moveTimeout: number;
  /** Whole percents of the pool by place, first place first (issue 32 §3): one of the offered tables. */
  payouts: number[];
  status: TournamentStatus = 'PENDING';
  rakePercent: number;
  rake: Cents;
  prizePool: Cents;
  currentPlayers = 0;
  /** 0 until it starts, then the lowest round still being played; the last round once completed. */
  currentRound = 0;
  totalRounds: number;
  winnerId: number | null = null;
  /** The player who opened it and took the first seat; null for a house table, which nobody opened (issue 32 §1). */
  createdBy: number | null;
  /** The Sit & Go template a house table was opened from (kind SIT_AND_GO), null for every other tournament. */
  templateId: number | null;
  createdAt: Date;
  /**
   * Seats can be taken until then; a tournament still not full at that moment is cancelled by the server. A house
   * table waits until it is full: its deadline is HOUSE_TABLE_NEVER_CLOSES, and the sweep leaves it alone anyway.
   */
  registrationClosesAt: Date;
  startedAt: Date | null = null;
  completedAt: Date | null = null;
  cancelledAt: Date | null = null;
  prizePaidAt: Date | null = null;
  /**
   * Set while the full tournament waits for its players to check in (issue 32 §0), null otherwise: it is still
   * PENDING then, and starts once everyone is in, or drops who never checked in when this passes.
   */
  checkInEndsAt: Date | null = null;

  constructor(input: {
    name: string;
    description: string;
    entryFee: Cents;
    maxPlayers: number;
    gameMode: GameMode;
    /** Seconds per move: one of the clocks on offer (domain/pace.ts), checked by the caller. */
    moveTimeout: number;
    /** The prize table; the winner takes all when none is given. Refused when the seats are too few for it. */
    payouts?: Payouts;
    /** The player who opens it, or null for a house table (with `templateId`). */
    createdBy: number | null;
    /** A house table's template: the tournament is a SIT_AND_GO without a fill deadline. */
    templateId?: number;
    /** PLAYER unless given (SIT_AND_GO with a template). */
    kind?: TournamentKind;
    rakePercent: number;
    /** Seconds from creation until registration closes. */
    fillDeadlineSeconds: number;
    /** The database's clock, which the deadline sweep compares against. */
    now: Date;
  }) {
    this.name = input.name;
    this.description = input.description;
    this.entryFee = input.entryFee;
    this.maxPlayers = input.maxPlayers;
    this.gameMode = input.gameMode;
    this.moveTimeout = input.moveTimeout;
    this.templateId = input.templateId ?? null;
    this.kind = this.templateId !== null ? 'SIT_AND_GO' : (input.kind ?? 'PLAYER');
    if ((this.templateId === null) === (input.createdBy === null))
      throw new Error('a tournament has a creator, or is a house table with a template, never both or neither');
    this.payouts = [...requirePayouts(input.payouts ?? DEFAULT_PAYOUTS, input.maxPlayers)];
    this.createdBy = input.createdBy;
    this.createdAt = input.now;
    this.registrationClosesAt = this.isHouseTable
      ? HOUSE_TABLE_NEVER_CLOSES
      : new Date(input.now.getTime() + input.fillDeadlineSeconds * 1000);
    this.totalRounds = totalRoundsFor(input.maxPlayers);
    this.rakePercent = input.rakePercent;
    // Only a challenge may be a friendly, with no fee, no pool and no rake (issue 33 §1).
    const split = prizeSplit(input.entryFee, input.maxPlayers, input.rakePercent, this.kind === 'CHALLENGE');
    this.rake = split.rake;
    this.prizePool = split.prizePool;
  }

  /** A Sit & Go table the house keeps open: no creator, no fill deadline, never cancelled by emptying. */
  get isHouseTable(): boolean {
    return this.templateId !== null;
  }

  /** Three places are paid: the semi-finals' losers play for third beside the final. */
  get hasThirdPlaceMatch(): boolean {
    return hasThirdPlaceMatch(this.payouts);
  }

  /** What each paid place wins: the pool shared by the table, to the cent. */
  get prizes(): PlacePrize[] {
    return placePrizes(this.prizePool, this.payouts);
  }

  /** A friendly challenge (issue 33 §1): no fee, so no coin moves in or out of its escrow. */
  get isFree(): boolean {
    return this.entryFee === 0;
  }

  get isFull(): boolean {
    return this.currentPlayers >= this.maxPlayers;
  }

  /** Whether seats may still be taken at `now` (the database's clock), whether or not the sweep has run yet. */
  isRegistrationOpen(now: Date): boolean {
    return this.status === 'PENDING' && now.getTime() < this.registrationClosesAt.getTime();
  }

  /** Takes a seat; the caller has checked the player is not in yet. Answers whether that filled the bracket. */
  admit(now: Date): boolean {
    if (this.status !== 'PENDING') throw TournamentErrors.notOpen();
    if (!this.isRegistrationOpen(now)) throw TournamentErrors.registrationClosed();
    if (this.isFull) throw TournamentErrors.full();
    this.currentPlayers++;
    return this.isFull;
  }

  /**
   * Gives a seat back before the start. Answers whether the tournament is to be cancelled: a player's that it
   * emptied; a house table never, it stays open and empty (issue 32 §1). A seat given back during the check-in
   * ends it: the tournament is no longer full and waits for a player again.
   */
  release(): boolean {
    if (this.status !== 'PENDING') throw TournamentErrors.notLeavable();
    if (this.currentPlayers <= 0) throw new Error(`tournament ${this.id} has no seat to release`);
    this.currentPlayers--;
    this.checkInEndsAt = null;
    return this.currentPlayers === 0 && !this.isHouseTable;
  }

  get isCheckingIn(): boolean {
    return this.status === 'PENDING' && this.checkInEndsAt !== null;
  }

  /** The last seat filled: the players have until `now + seconds` to check in. */
  beginCheckIn(now: Date, seconds: number): void {
    if (this.status !== 'PENDING' || !this.isFull)
      throw new Error(`tournament ${this.id} cannot check in from ${this.status}`);
    this.checkInEndsAt = new Date(now.getTime() + seconds * 1000);
  }

  /** Whether the check-in window is over at `now` (the database's clock), whether or not the sweep has run yet. */
  checkInEnded(now: Date): boolean {
    return this.checkInEndsAt !== null && now.getTime() >= this.checkInEndsAt.getTime();
  }

  start(now = new Date()): void {
    if (this.status !== 'PENDING' || !this.isFull)
      throw new Error(`tournament ${this.id} cannot start from ${this.status}`);
    this.status = 'ACTIVE';
    this.currentRound = 1;
    this.startedAt = now;
    this.checkInEndsAt = null;
  }

  mayBeCancelledBy(userId: number, isAdmin: boolean): boolean {
    // A house table has no creator: only an admin cancels it (and the next one opens).
    return isAdmin || (this.createdBy !== null && userId === this.createdBy);
  }

  cancel(now = new Date()): void {
    if (this.status !== 'PENDING') throw TournamentErrors.notCancellable();
    this.status = 'CANCELLED';
    this.cancelledAt = now;
    this.checkInEndsAt = null;
  }

  /** Every match of a round is decided: play moves on to the next one. */
  finishRound(roundNumber: number): void {
    if (roundNumber < this.totalRounds) this.currentRound = Math.max(this.currentRound, roundNumber + 1);
  }

  complete(winnerId: number, now = new Date()): void {
    if (this.status !== 'ACTIVE') throw new Error(`tournament ${this.id} cannot complete from ${this.status}`);
    this.status = 'COMPLETED';
    this.winnerId = winnerId;
    this.currentRound = this.totalRounds;
    this.completedAt = now;
  }

  markPrizePaid(now = new Date()): void {
    this.prizePaidAt ??= now;
  }
}

export const TournamentSchema = defineEntity({
  class: Tournament,
  tableName: 'tournaments',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    description: p.text(),
    entryFee: p.bigint('number'),
    maxPlayers: p.integer(),
    gameMode: p.string().length(10).$type<GameMode>(),
    moveTimeout: p.integer(),
    kind: p.string().length(12).$type<TournamentKind>(),
    payouts: p.array<number>(Number, String).columnType('integer[]'),
    status: p.string().length(10).$type<TournamentStatus>(),
    rakePercent: p.integer(),
    rake: p.bigint('number'),
    prizePool: p.bigint('number'),
    currentPlayers: p.integer(),
    currentRound: p.integer(),
    totalRounds: p.integer(),
    winnerId: p.integer().nullable(),
    createdBy: p.integer().nullable(),
    templateId: p.integer().nullable(),
    createdAt: p.datetime(),
    registrationClosesAt: p.datetime(),
    startedAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    prizePaidAt: p.datetime().nullable(),
    checkInEndsAt: p.datetime().nullable(),
  },
});
