import { Command } from '@nestjs/cqrs';

export interface SubmitMoveResult {
  gameId: number;
  matchId: number;
  /** Both moves are in: the game is decided (and maybe the match). */
  gameComplete: boolean;
  matchComplete: boolean;
}

/**
 * One player's move in one game: the same command for a player's submit and the timer's random move, so
 * the rules live in one place. `auto` marks the timer's move; it skips the blocked-account check and is
 * refused before the player's deadline.
 */
export class SubmitMove extends Command<SubmitMoveResult> {
  constructor(
    readonly gameId: number,
    readonly userId: number,
    /** Unvalidated input: the handler checks it is one of CHOICES. */
    readonly choice: string,
    readonly auto = false,
  ) {
    super();
  }
}
