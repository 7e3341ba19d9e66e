import { Query } from '@nestjs/cqrs';

export interface TournamentSeats {
  tournamentId: number;
  userIds: number[];
}

/** Who holds a seat in each of the given tournaments: the live stream tells them, and only them, of a change. */
export class GetTournamentSeats extends Query<TournamentSeats[]> {
  constructor(readonly tournamentIds: number[]) {
    super();
  }
}
