import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all } from '../../../shared/database/query.js';
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
      sql<{ tournament_id: number; user_ids: number[] }>`
        SELECT tournament_id, array_agg(user_id ORDER BY user_id) AS user_ids
          FROM tournament_participants WHERE tournament_id = ANY(${ids}::int[]) GROUP BY tournament_id`,
    );
    return rows.map((row) => ({ tournamentId: row.tournament_id, userIds: row.user_ids }));
  }
}
