import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all, type Row } from '../../../shared/database/query.js';
import { GetMatchesAwaitingPlayer, type MatchAwaitingPlayer } from '../contracts/matches-awaiting-player.query.js';

/** One statement for a whole list of tournaments (a page of cards asks once, not once per card). */
@QueryHandler(GetMatchesAwaitingPlayer)
export class GetMatchesAwaitingPlayerHandler implements IQueryHandler<GetMatchesAwaitingPlayer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, tournamentIds }: GetMatchesAwaitingPlayer): Promise<MatchAwaitingPlayer[]> {
    if (tournamentIds.length === 0) return [];
    // A player has at most one match in progress per tournament; the earliest round wins should that ever change.
    const ids = tournamentIds.map((id) => Math.trunc(id));
    const rows = await all(
      this.em,
      sql<Pick<Row<'matches'>, 'tournament_id'> & { match_id: number }>`
        SELECT DISTINCT ON (m.tournament_id) m.tournament_id, m.id AS match_id
          FROM matches m
          JOIN games g ON g.match_id = m.id AND g.status = 'IN_PROGRESS'
         WHERE (m.player1_id = ${userId} OR m.player2_id = ${userId})
           AND m.status = 'IN_PROGRESS'
           AND m.tournament_id = ANY(${ids}::int[])
           AND NOT EXISTS (SELECT 1 FROM moves mv WHERE mv.game_id = g.id AND mv.user_id = ${userId})
         ORDER BY m.tournament_id, m.round_number, m.match_number`,
    );
    return rows.map((row) => ({ tournamentId: row.tournament_id, matchId: row.match_id }));
  }
}
