import { Command } from '@nestjs/cqrs';
import type { DomainError } from '../../../shared/errors/domain-error.js';
import type { Choice } from '../contracts/choices.js';

export interface SubmitMoveResult {
  gameId: number;
  matchId: number;
  /** Both moves are in: the game is decided (and maybe the match). */
  gameComplete: boolean;
  matchComplete: boolean;
  /** The move decided a last-round match (the final, or the third-place match beside it): the tournament may be complete and the prizes follow. */
  decidedFinal: boolean;
  /** The timer found the player absent and gave the match to the opponent: no move was stored. */
  forfeit?: boolean;
}

/**
 * One player's move in one game: the command for a player's submit. `auto` marks a timer's move; it skips
 * the blocked-account check, is refused before the player's deadline, and ignores `choice`: the game's seed
 * decides it (docs/fairness.md).
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

/**
 * Many moves in one transaction, through the same rules as SubmitMove (both run MoveDesk): the timer's form,
 * so a crowd of deadlines falling due together costs a few statements per hundred games, not per move.
 * Each move's refusal (already moved, not yet due) comes back in its place instead of failing the others.
 */
export class SubmitMoves extends Command<(SubmitMoveResult | DomainError)[]> {
  /** `choice` is a player's; an auto move's comes from the game's seed. */
  constructor(readonly moves: { gameId: number; userId: number; choice?: Choice; auto: boolean }[]) {
    super();
  }
}
