import { defineEntity, p } from '@mikro-orm/core';
import type { Cents } from '../../../shared/money/money.js';
import { totalRoundsFor } from './bracket-engine.js';
import { TournamentErrors } from './tournament-errors.js';
import { type GameMode, prizeSplit, type TournamentStatus } from './tournament-rules.js';

/**
 * A knockout tournament: PENDING while seats are open, ACTIVE once full and seeded, COMPLETED when the final is
 * decided; a PENDING one may be CANCELLED. Money never lives here: fees sit in the ledger's escrow account of
 * the tournament, and the prize split is frozen at creation so a later rake change cannot touch it.
 */
export class Tournament {
  id!: number;
  name: string;
  description: string;
  entryFee: Cents;
  maxPlayers: number;
  gameMode: GameMode;
  status: TournamentStatus = 'PENDING';
  rakePercent: number;
  rake: Cents;
  prizePool: Cents;
  currentPlayers = 0;
  /** 0 until it starts, then the lowest round still being played; the last round once completed. */
  currentRound = 0;
  totalRounds: number;
  winnerId: number | null = null;
  createdBy: number;
  createdAt: Date = new Date();
  startedAt: Date | null = null;
  completedAt: Date | null = null;
  cancelledAt: Date | null = null;
  prizePaidAt: Date | null = null;

  constructor(input: {
    name: string;
    description: string;
    entryFee: Cents;
    maxPlayers: number;
    gameMode: GameMode;
    createdBy: number;
    rakePercent: number;
  }) {
    this.name = input.name;
    this.description = input.description;
    this.entryFee = input.entryFee;
    this.maxPlayers = input.maxPlayers;
    this.gameMode = input.gameMode;
    this.createdBy = input.createdBy;
    this.totalRounds = totalRoundsFor(input.maxPlayers);
    this.rakePercent = input.rakePercent;
    const split = prizeSplit(input.entryFee, input.maxPlayers, input.rakePercent);
    this.rake = split.rake;
    this.prizePool = split.prizePool;
  }

  get isFull(): boolean {
    return this.currentPlayers >= this.maxPlayers;
  }

  /** Takes a seat; the caller has checked the player is not in yet. Answers whether that filled the bracket. */
  admit(): boolean {
    if (this.status !== 'PENDING') throw TournamentErrors.notOpen();
    if (this.isFull) throw TournamentErrors.full();
    this.currentPlayers++;
    return this.isFull;
  }

  start(now = new Date()): void {
    if (this.status !== 'PENDING' || !this.isFull) throw new Error(`tournament ${this.id} cannot start from ${this.status}`);
    this.status = 'ACTIVE';
    this.currentRound = 1;
    this.startedAt = now;
  }

  mayBeCancelledBy(userId: number, isAdmin: boolean): boolean {
    return isAdmin || userId === this.createdBy;
  }

  cancel(now = new Date()): void {
    if (this.status !== 'PENDING') throw TournamentErrors.notCancellable();
    this.status = 'CANCELLED';
    this.cancelledAt = now;
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
    status: p.string().length(10).$type<TournamentStatus>(),
    rakePercent: p.integer(),
    rake: p.bigint('number'),
    prizePool: p.bigint('number'),
    currentPlayers: p.integer(),
    currentRound: p.integer(),
    totalRounds: p.integer(),
    winnerId: p.integer().nullable(),
    createdBy: p.integer(),
    createdAt: p.datetime(),
    startedAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    prizePaidAt: p.datetime().nullable(),
  },
});
