import { randomInt } from 'node:crypto';
import { CHOICES, type Choice } from '../contracts/choices.js';
import type { Fairness } from '../contracts/fairness.js';
import { isDailyPlay, REMINDER_SHARE_LEFT } from '../contracts/clocks.js';
import { fairMove, fairnessOf, newFairnessSeed } from './fairness.js';
import type { Move } from './move.entity.js';
import { decideGame, type GameDecision } from './rules.js';

/** What every view says of a game, and so of a match, won by forfeit (issue 22 §5). */
export const FORFEIT_DESCRIPTION = 'Won by forfeit: opponent did not show up';

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
  /**
   * When the players who have not moved yet are reminded: a fifth of the clock before the deadline, on a clock
   * of an hour or more (daily play); null on a faster one. The reminder sweep clears it once it has reminded.
   */
  reminderAt: Date | null;
  winnerId: number | null = null;
  resultDescription: string | null = null;
  /** Won by forfeit: the absent player has no move in it. */
  forfeit = false;
  /**
   * The secret behind the timer's moves (docs/fairness.md), hex. Null only for games created before seeds
   * existed. Never shown before the game is complete: only `fairness` and `autoMoveFor` read it.
   */
  fairnessSeed: string | null;

  constructor(matchId: number, gameNumber: number, now: Date, moveTimeoutSeconds: number) {
    this.matchId = matchId;
    this.gameNumber = gameNumber;
    this.startedAt = now;
    const deadline = new Date(now.getTime() + moveTimeoutSeconds * 1000);
    this.player1Deadline = deadline;
    this.player2Deadline = deadline;
    this.reminderAt = isDailyPlay(moveTimeoutSeconds)
      ? new Date(deadline.getTime() - moveTimeoutSeconds * REMINDER_SHARE_LEFT * 1000)
      : null;
    this.fairnessSeed = newFairnessSeed();
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

  /** The move the timer makes for this player: derived from the seed, or (a game without one) drawn at random. */
  autoMoveFor(userId: number): Choice {
    if (this.fairnessSeed === null) return CHOICES[randomInt(CHOICES.length)];
    return fairMove(this.fairnessSeed, this.id, userId);
  }

  /** The commitment, and the seed once the game is complete. */
  get fairness(): Fairness | null {
    return fairnessOf(this.fairnessSeed, this.isComplete);
  }

  /** Never the seed: a game serialized by mistake (a log line, a response) must not carry it. */
  toJSON(): Omit<Game, 'fairnessSeed' | 'toJSON'> {
    const { fairnessSeed: _hidden, ...shown } = this;
    return shown as Omit<Game, 'fairnessSeed' | 'toJSON'>;
  }

  /**
   * Whether the absent player's deadline ends the match by forfeit instead of a move made for them: in game 1
   * (so nobody has moved in the match before), the opponent moved, by hand. A timer's move is no showing up;
   * when neither player came, the seed's moves decide as the spec says.
   */
  forfeitsAgainstAbsent(opponentMove: Move | undefined): boolean {
    return this.gameNumber === 1 && opponentMove !== undefined && !opponentMove.auto;
  }

  /** Ends the game for the one player who showed up; the absent one gets no move. */
  forfeitTo(winnerId: number, now: Date): void {
    if (this.isComplete) throw new Error(`Game ${this.id} is already complete`);
    this.status = 'COMPLETED';
    this.completedAt = now;
    this.winnerId = winnerId;
    this.resultDescription = FORFEIT_DESCRIPTION;
    this.forfeit = true;
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
