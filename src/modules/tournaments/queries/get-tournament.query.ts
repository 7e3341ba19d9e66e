import { Query } from '@nestjs/cqrs';
import type { TournamentView } from './tournament.view.js';

export class GetTournament extends Query<TournamentView> {
  constructor(
    readonly tournamentId: number,
    readonly viewerId: number,
  ) {
    super();
  }
}
