import { Query } from '@nestjs/cqrs';

/** What a new tournament is created under: the create dialog states the prize before anything is charged. */
export interface TournamentTermsView {
  /** The house's share of every fee, in whole percent, taken from the prize pool (rounded down). */
  rake_percent: number;
  min_entry_fee: string;
  max_entry_fee: string;
  bracket_sizes: number[];
}

export class GetTournamentTerms extends Query<TournamentTermsView> {}
