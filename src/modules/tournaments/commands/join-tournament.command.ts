import { Command } from '@nestjs/cqrs';
import type { Tournament } from '../domain/tournament.entity.js';

/** Seats a player, charging the entry fee; the last seat starts the tournament. */
export class JoinTournament extends Command<Tournament> {
  constructor(
    readonly tournamentId: number,
    readonly userId: number,
  ) {
    super();
  }
}
