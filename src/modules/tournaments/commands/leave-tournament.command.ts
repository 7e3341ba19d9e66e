import { Command } from '@nestjs/cqrs';
import type { Tournament } from '../domain/tournament.entity.js';

/** Gives a player's seat back before the start and refunds their fee; the last seat leaving cancels it. */
export class LeaveTournament extends Command<Tournament> {
  constructor(
    readonly tournamentId: number,
    readonly userId: number,
  ) {
    super();
  }
}
