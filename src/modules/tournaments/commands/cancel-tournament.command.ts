import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import type { Tournament } from '../domain/tournament.entity.js';

/** Cancels a tournament still waiting for players and refunds every fee; its creator or an admin only. */
export class CancelTournament extends Command<Tournament> {
  constructor(
    readonly tournamentId: number,
    readonly actor: AuthUser,
  ) {
    super();
  }
}
