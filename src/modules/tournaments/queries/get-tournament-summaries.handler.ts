import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { centsFromDb } from '../../../shared/money/money.js';
import { GetTournamentSummaries, type TournamentSummary } from '../contracts/tournament-summaries.query.js';

@QueryHandler(GetTournamentSummaries)
export class GetTournamentSummariesHandler implements IQueryHandler<GetTournamentSummaries> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tournamentIds }: GetTournamentSummaries): Promise<TournamentSummary[]> {
    const ids = [...new Set(tournamentIds.map((id) => Math.trunc(id)))];
    if (ids.length === 0) return [];
    const rows = await all(
      this.em,
      db(this.em)
        .selectFrom('tournaments')
        .select(['id', 'name', 'total_rounds', 'entry_fee', 'payouts'])
        .where('id', 'in', ids),
    );
    return rows.map((t) => ({
      tournamentId: t.id,
      name: t.name,
      totalRounds: t.total_rounds,
      entryFee: centsFromDb(t.entry_fee),
      paidPlaces: t.payouts.length,
    }));
  }
}
