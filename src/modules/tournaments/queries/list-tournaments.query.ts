import { Query } from '@nestjs/cqrs';
import type { TournamentStatus } from '../domain/tournament-rules.js';
import type { TournamentView } from './tournament.view.js';

export type TournamentListFilter =
  | { kind: 'all'; statuses: TournamentStatus[] }
  /** PENDING, with a free seat, and the viewer not in it. */
  | { kind: 'available' }
  /** Every tournament the viewer has a seat in. */
  | { kind: 'mine' };

export const LIST_LIMIT = 100;

/** Tournaments newest first, as seen by the viewer; at most LIST_LIMIT of them. */
export class ListTournaments extends Query<TournamentView[]> {
  constructor(
    readonly viewerId: number,
    readonly filter: TournamentListFilter,
  ) {
    super();
  }
}
