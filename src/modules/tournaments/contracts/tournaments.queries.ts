import { Query } from '@nestjs/cqrs';
import type { TournamentView } from '../queries/tournament.view.js';

export type { TournamentView };

/** The latest 100 tournaments one user has a seat in, newest first (the admin's user page). */
export class ListUserTournaments extends Query<TournamentView[]> {
  constructor(readonly userId: number) {
    super();
  }
}
