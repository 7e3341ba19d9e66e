import { Command } from '@nestjs/cqrs';
import type { PracticeMode } from '../contracts/practice.js';

export interface PracticeStarted {
  matchId: number;
  /** False when the player already had a practice match in play: that one is answered instead. */
  created: boolean;
}

/** Starts a match against the computer for a signed-in player (issue 33 §5); at most one in play per player. */
export class StartPractice extends Command<PracticeStarted> {
  constructor(
    readonly userId: number,
    readonly gameMode: PracticeMode,
  ) {
    super();
  }
}
