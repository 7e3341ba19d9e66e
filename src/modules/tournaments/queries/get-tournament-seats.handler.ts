import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { GetTournamentSeats, type TournamentSeats } from '../contracts/tournament-seats.query.js';

/** One look for the whole list, however many tournaments a batch of events names. */
@QueryHandler(GetTournamentSeats)
export class GetTournamentSeatsHandler implements IQueryHandler<GetTournamentSeats> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tournamentIds }: GetTournamentSeats): Promise<TournamentSeats[]> {
    if (tournamentIds.length === 0) return [];
    const ids = tournamentIds.map((id) => Math.trunc(id));
    const rows = await all(
      this.em,
      db(this.em)
        .selectFrom('tournament_participants')
        .select((eb) => [
          'tournament_id',
          eb.fn.agg<number[]>('array_agg', ['user_id']).orderBy('user_id').as('user_ids'),
        ])
        .where((eb) => eb('tournament_id', '=', eb.fn.any(eb.val(ids))))
        .groupBy('tournament_id'),
    );
    return rows.map((row) => ({ tournamentId: row.tournament_id, userIds: row.user_ids }));
  }
}
