import { Query } from '@nestjs/cqrs';

export interface MatchPlayers {
  matchId: number;
  /** Null for a practice match (issue 33 §5). */
  tournamentId: number | null;
  /** The seated players; a slot still waiting for the winner of an earlier match is left out, and so is the computer. */
  playerIds: number[];
}

/** Who plays in each of the given matches: the live stream tells them, and only them, of a change. */
export class GetMatchPlayers extends Query<MatchPlayers[]> {
  constructor(readonly matchIds: number[]) {
    super();
  }
}
