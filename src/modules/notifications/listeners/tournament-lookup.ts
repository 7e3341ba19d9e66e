import type { QueryBus } from '@nestjs/cqrs';
import { ZERO_CENTS } from '../../../shared/money/money.js';
import {
  GetTournamentSummaries,
  type TournamentSummary,
} from '../../tournaments/contracts/tournament-summaries.query.js';

/** The tournament an event names; a stand-in name if it is gone, so a notice is never lost over a label. */
export async function tournamentNamed(queries: QueryBus, tournamentId: number): Promise<TournamentSummary> {
  const found = await queries.execute(new GetTournamentSummaries([tournamentId]));
  return (
    found.at(0) ?? {
      tournamentId,
      name: `Tournament #${tournamentId}`,
      totalRounds: 0,
      entryFee: ZERO_CENTS,
      paidPlaces: 1,
    }
  );
}
