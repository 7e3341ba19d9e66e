import { defineEntity, p } from '@mikro-orm/core';
import type { Choice } from '../contracts/choices.js';
import { decideGame, type GameDecision } from './rules.js';

export type GameStatus = 'IN_PROGRESS' | 'COMPLETED';
export type Slot = 1 | 2;

/** One game of a match: open until both players have a move, each player with a deadline of their own. */
export class Game {
  id!: number;
  matchId: number;
  gameNumber: number;
  status: GameStatus = 'IN_PROGRESS';
  startedAt: Date;
  player1Deadline: Date;
  player2Deadline: Date;
  completedAt: Date | null = null;
  winnerId: number | null = null;
  resultDescription: string | null = null;

  constructor(matchId: number, gameNumber: number, now: Date, moveTimeoutSeconds: number) {
    this.matchId = matchId;
    this.gameNumber = gameNumber;
    this.startedAt = now;
    const deadline = new Date(now.getTime() + moveTimeoutSeconds * 1000);
    this.player1Deadline = deadline;
    this.player2Deadline = deadline;
  }

  get isComplete(): boolean {
    return this.status === 'COMPLETED';
  }

  deadlineOf(slot: Slot): Date {
    return slot === 1 ? this.player1Deadline : this.player2Deadline;
  }

  /** Whether the timer may move for this slot. */
  isOverdueFor(slot: Slot, now: Date): boolean {
    return !this.isComplete && this.deadlineOf(slot).getTime() <= now.getTime();
  }

  /** Decides the game from both choices; the winner's id comes from the match's slots. */
  complete(player1Choice: Choice, player2Choice: Choice, players: [number, number], now: Date): GameDecision {
    if (this.isComplete) throw new Error(`Game ${this.id} is already complete`);
    const decision = decideGame(player1Choice, player2Choice);
    this.status = 'COMPLETED';
    this.completedAt = now;
    this.winnerId = decision.winner === null ? null : players[decision.winner - 1];
    this.resultDescription = decision.description;
    return decision;
  }
}

export const GameSchema = defineEntity({
  class: Game,
  tableName: 'games',
  properties: {
    id: p.integer().primary().autoincrement(),
    matchId: p.integer(),
    gameNumber: p.integer(),
    status: p.string().length(12).$type<GameStatus>(),
    startedAt: p.datetime(),
    player1Deadline: p.datetime().name('player1_deadline'),
    player2Deadline: p.datetime().name('player2_deadline'),
    completedAt: p.datetime().nullable(),
    winnerId: p.integer().nullable(),
    resultDescription: p.text().nullable(),
  },
});
