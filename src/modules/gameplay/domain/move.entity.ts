import type { Choice } from '../contracts/choices.js';

/** A player's one move in a game; `auto` when the timer chose it. Unique per (game, player). */
export class Move {
  id!: number;
  gameId: number;
  userId: number;
  choice: Choice;
  auto: boolean;
  submittedAt: Date;

  constructor(gameId: number, userId: number, choice: Choice, auto: boolean, now: Date) {
    this.gameId = gameId;
    this.userId = userId;
    this.choice = choice;
    this.auto = auto;
    this.submittedAt = now;
  }
}
