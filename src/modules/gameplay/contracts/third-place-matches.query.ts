import { Query } from '@nestjs/cqrs';
import type { BracketMatchView } from './gameplay.queries.js';

export interface ThirdPlaceMatch {
  tournamentId: number;
  match: BracketMatchView;
}

/**
 * The third-place match (issue 32 §3) of each of the given tournaments that has one, in one statement for a
 * whole page of them: tournament cards and details show it beside the final, outside the bracket's rounds.
 */
export class GetThirdPlaceMatches extends Query<ThirdPlaceMatch[]> {
  constructor(readonly tournamentIds: number[]) {
    super();
  }
}
