import { Query } from '@nestjs/cqrs';

/** A won match whose opponent made every move of theirs through the timer, never by hand. */
export interface WinAgainstAbsent {
  matchId: number;
  tournamentId: number;
}

/** A user's completed matches against one opponent, summed up (the match ids newest first, at most `linkLimit`). */
export interface OpponentSummary {
  userId: number;
  opponentId: number;
  matches: number;
  matchIds: number[];
  /** Completed since `recentSince`. */
  recentMatches: number;
  recentWins: number;
  recentMatchIds: number[];
  /** Every one of them in the window, oldest first. */
  winsAgainstAbsent: WinAgainstAbsent[];
}

/** Per user and opponent: the completed matches of the given users since a time, and which wins met no hand. */
export class GetOpponentSummaries extends Query<OpponentSummary[]> {
  constructor(
    readonly userIds: number[],
    readonly since: Date,
    readonly recentSince: Date,
    readonly linkLimit = 10,
  ) {
    super();
  }
}
