import { defineEntity, p } from '@mikro-orm/core';
import { type Cents, cents } from '../../../shared/money/money.js';
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
  /** The schedule an occurrence was opened from (kind SCHEDULED, issue 32 §2), null for every other tournament. */
  scheduleId: number | null;
  /** A scheduled tournament's start: registration closes then, and it starts or is cancelled. Null for others. */
  startsAt: Date | null;
  /** A scheduled tournament starts at `startsAt` with at least this many players; null for others. */
  minPlayers: number | null;
  /** The least pool a scheduled tournament pays; the house pays the shortfall at the start. Null without one. */
  guaranteedPrize: Cents | null;
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
  /** When a scheduled tournament's players were reminded of its start (issue 32 §2), once; null before. */
  remindedAt: Date | null = null;

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
    /** PLAYER unless given (SIT_AND_GO with a template, SCHEDULED with a schedule). */
    kind?: TournamentKind;
    /** An occurrence of a schedule: a SCHEDULED tournament without a creator, closing at its start. */
    schedule?: { id: number; startsAt: Date; minPlayers: number; guaranteedPrize: Cents | null };
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
    this.scheduleId = input.schedule?.id ?? null;
    this.startsAt = input.schedule?.startsAt ?? null;
    this.minPlayers = input.schedule?.minPlayers ?? null;
    this.guaranteedPrize = input.schedule?.guaranteedPrize ?? null;
    this.kind =
      this.templateId !== null ? 'SIT_AND_GO' : this.scheduleId !== null ? 'SCHEDULED' : (input.kind ?? 'PLAYER');
    const houseOwned = this.templateId !== null || this.scheduleId !== null;
    if (houseOwned === (input.createdBy !== null) || (this.templateId !== null && this.scheduleId !== null))
      throw new Error('a tournament has a creator, or a template or a schedule, never two of these or none');
    this.payouts = [...requirePayouts(input.payouts ?? DEFAULT_PAYOUTS, input.maxPlayers)];
    this.createdBy = input.createdBy;
    this.createdAt = input.now;
    this.registrationClosesAt = this.isHouseTable
      ? HOUSE_TABLE_NEVER_CLOSES
      : (this.startsAt ?? new Date(input.now.getTime() + input.fillDeadlineSeconds * 1000));
    this.totalRounds = totalRoundsFor(input.maxPlayers);
    this.rakePercent = input.rakePercent;
    // Only a challenge may be a friendly, with no fee, no pool and no rake (issue 33 §1).
    const split = prizeSplit(input.entryFee, input.maxPlayers, input.rakePercent, this.kind === 'CHALLENGE');
    this.rake = split.rake;
    this.prizePool = split.prizePool;
    this.reprice();
  }

  /**
   * A scheduled tournament's pool follows its field (issue 32 §2): the fees of the seats taken less the rake, or
   * the guarantee when that is more. Other tournaments' pools are frozen at creation for the full field.
   */
  private reprice(): void {
    if (!this.isScheduled) return;
    const split = prizeSplit(this.entryFee, this.currentPlayers, this.rakePercent);
    this.rake = split.rake;
    this.prizePool =
      this.guaranteedPrize !== null && this.guaranteedPrize > split.prizePool ? this.guaranteedPrize : split.prizePool;
  }

  /**
   * What the house adds to the escrow for the guarantee (the overlay): the pool and the rake less the fees paid.
   * 0 for every tournament but a scheduled one whose fees fall short of its guarantee.
   */
  get overlay(): Cents {
    if (!this.isScheduled) return cents(0);
    return cents(Math.max(0, this.prizePool + this.rake - this.entryFee * this.currentPlayers));
  }

  /** A Sit & Go table the house keeps open: no creator, no fill deadline, never cancelled by emptying. */
  get isHouseTable(): boolean {
    return this.templateId !== null;
  }

  /** An occurrence of a schedule (issue 32 §2): it starts at `startsAt`, never on its last seat. */
  get isScheduled(): boolean {
    return this.scheduleId !== null;
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
    this.reprice();
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
    this.reprice();
    // A scheduled tournament waits for its start time however many have left (issue 32 §2).
    return this.currentPlayers === 0 && !this.isHouseTable && !this.isScheduled;
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

  /**
   * The bracket it starts with: the full field, or for a scheduled tournament (issue 32 §2) the next power of two
   * at or above the players registered, the empty slots byes.
   */
  get bracketSize(): number {
    if (!this.isScheduled) return this.maxPlayers;
    let size = 2;
    while (size < this.currentPlayers) size *= 2;
    return size;
  }

  /** Round-1 slots without a player: byes. 0 but for a scheduled tournament short of a power of two. */
  get byes(): number {
    return this.bracketSize - this.currentPlayers;
  }

  /** Whether it may start now: full, or for a scheduled tournament, with its minimum of players at its time. */
  get mayStart(): boolean {
    if (this.status !== 'PENDING') return false;
    return this.isScheduled ? this.currentPlayers >= (this.minPlayers ?? 2) : this.isFull;
  }

  start(now = new Date()): void {
    if (!this.mayStart) throw new Error(`tournament ${this.id} cannot start from ${this.status}`);
    // A scheduled tournament's rounds are its bracket's, which its field decides only now.
    this.totalRounds = totalRoundsFor(this.bracketSize);
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
    scheduleId: p.integer().nullable(),
    startsAt: p.datetime().nullable(),
    minPlayers: p.integer().nullable(),
    guaranteedPrize: p.bigint('number').nullable(),
    createdAt: p.datetime(),
    registrationClosesAt: p.datetime(),
    startedAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    prizePaidAt: p.datetime().nullable(),
    checkInEndsAt: p.datetime().nullable(),
    remindedAt: p.datetime().nullable(),
  },
});
