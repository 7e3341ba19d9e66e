import { Command } from '@nestjs/cqrs';
import type { Tournament } from '../domain/tournament.entity.js';

/** "I'm here" (issue 32 §0): a seat holder checks in while the full tournament waits; the last one in starts it. */
export class CheckInTournament extends Command<Tournament> {
  constructor(
    readonly tournamentId: number,
    readonly userId: number,
  ) {
    super();
  }
}
