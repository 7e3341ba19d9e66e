import { Query } from '@nestjs/cqrs';

export interface MatchPlayers {
  matchId: number;
  /** Null for a practice match (issue 33 §5). */
  tournamentId: number | null;
  /** The seated players; a slot still waiting for the winner of an earlier match is left out, and so is the computer. */
  playerIds: number[];
  /** Decided: a rematch may be offered (issue 33 §2). */
  completed: boolean;
  /** Open to spectators; false for a challenge's match (issue 33 §1), which only its players may watch. */
  listed: boolean;
}

/** Who plays in each of the given matches: the live stream tells them, and only them, of a change. */
export class GetMatchPlayers extends Query<MatchPlayers[]> {
  constructor(readonly matchIds: number[]) {
    super();
  }
}
