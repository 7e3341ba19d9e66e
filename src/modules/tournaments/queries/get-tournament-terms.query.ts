import { Query } from '@nestjs/cqrs';

/** What a new tournament is created under: the create dialog states the prize before anything is charged. */
export interface TournamentTermsView {
  /** The house's share of every fee, in whole percent, taken from the prize pool (rounded down). */
  rake_percent: number;
  min_entry_fee: string;
  max_entry_fee: string;
  bracket_sizes: number[];
  /** The clocks a new tournament may take, in seconds per move (issue 32 §4). */
  move_timeouts: number[];
  /** The clock of a tournament created without one: MOVE_TIMEOUT_SECONDS. */
  default_move_timeout: number;
  /** The prize tables on offer (issue 32 §3), the default first, each with the fewest seats it needs. */
  payout_tables: PayoutTableView[];
}

export interface PayoutTableView {
  payouts: number[];
  min_players: number;
}

export class GetTournamentTerms extends Query<TournamentTermsView> {}
