import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { formatCents } from '../../../shared/money/money.js';
import { moveTimeoutChoices } from '../domain/pace.js';
import { minSeatsFor, PAYOUT_TABLES } from '../domain/payouts.js';
import { BRACKET_SIZES, MAX_ENTRY_FEE, MIN_ENTRY_FEE } from '../domain/tournament-rules.js';
import { GetTournamentTerms, type TournamentTermsView } from './get-tournament-terms.query.js';

@QueryHandler(GetTournamentTerms)
export class GetTournamentTermsHandler implements IQueryHandler<GetTournamentTerms> {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  // The same setting the create handler freezes into each new tournament, so the dialog's prize is the one paid.
  execute(): Promise<TournamentTermsView> {
    return Promise.resolve({
      rake_percent: this.config.houseRakePercent,
      min_entry_fee: formatCents(MIN_ENTRY_FEE),
      max_entry_fee: formatCents(MAX_ENTRY_FEE),
      bracket_sizes: [...BRACKET_SIZES],
      move_timeouts: moveTimeoutChoices(this.config.moveTimeoutSeconds),
      default_move_timeout: this.config.moveTimeoutSeconds,
      payout_tables: PAYOUT_TABLES.map((payouts) => ({ payouts: [...payouts], min_players: minSeatsFor(payouts) })),
    });
  }
}
