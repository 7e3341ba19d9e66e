import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';

/** What another context needs to name a tournament to a player: its name, its rounds, its fee. */
export interface TournamentSummary {
  tournamentId: number;
  name: string;
  totalRounds: number;
  entryFee: Cents;
  /** How many places are paid (its `payouts`' length): with three, the semi-finals' losers play on for third. */
  paidPlaces: number;
}

/** The summaries of the given tournaments, in one look (an unknown id is left out). */
export class GetTournamentSummaries extends Query<TournamentSummary[]> {
  constructor(readonly tournamentIds: number[]) {
    super();
  }
}
