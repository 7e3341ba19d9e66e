import { Query } from '@nestjs/cqrs';

export interface MatchAwaitingPlayer {
  tournamentId: number;
  matchId: number;
}

/**
 * For each of the given tournaments, the match (if any) that waits on the user's move: in progress, the user seated
 * in it, and no move of theirs in its open game. Tournament cards and the dashboard say "Play Now!" with it.
 */
export class GetMatchesAwaitingPlayer extends Query<MatchAwaitingPlayer[]> {
  constructor(
    readonly userId: number,
    readonly tournamentIds: number[],
  ) {
    super();
  }
}
