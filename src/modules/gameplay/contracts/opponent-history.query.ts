import { Query } from '@nestjs/cqrs';

/** One completed match of a user's, seen from that user's side. */
export interface OpponentRecord {
  userId: number;
  matchId: number;
  tournamentId: number;
  opponentId: number;
  won: boolean;
  /** The opponent submitted at least one move by hand in the match (false: every move of theirs was the timer's). */
  opponentMovedByHand: boolean;
  completedAt: Date;
}

/** The completed matches of the given users since a time, with each match's opponent and whether they played. */
export class GetOpponentHistory extends Query<OpponentRecord[]> {
  constructor(
    readonly userIds: number[],
    readonly since: Date,
  ) {
    super();
  }
}
