import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetMatchesAwaitingPlayer, type MatchAwaitingPlayer } from '../contracts/matches-awaiting-player.query.js';

interface Row {
  tournament_id: number;
  match_id: number;
}

/** One statement for a whole list of tournaments (a page of cards asks once, not once per card). */
@QueryHandler(GetMatchesAwaitingPlayer)
export class GetMatchesAwaitingPlayerHandler implements IQueryHandler<GetMatchesAwaitingPlayer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, tournamentIds }: GetMatchesAwaitingPlayer): Promise<MatchAwaitingPlayer[]> {
    if (tournamentIds.length === 0) return [];
    // A player has at most one match in progress per tournament; the earliest round wins should that ever change.
    const rows = await this.em.execute<Row[]>(
      `SELECT DISTINCT ON (m.tournament_id) m.tournament_id, m.id AS match_id
         FROM matches m
         JOIN games g ON g.match_id = m.id AND g.status = 'IN_PROGRESS'
        WHERE (m.player1_id = ? OR m.player2_id = ?)
          AND m.status = 'IN_PROGRESS'
          AND m.tournament_id = ANY(?::int[])
          AND NOT EXISTS (SELECT 1 FROM moves mv WHERE mv.game_id = g.id AND mv.user_id = ?)
        ORDER BY m.tournament_id, m.round_number, m.match_number`,
      [userId, userId, `{${tournamentIds.map((id) => Math.trunc(id)).join(',')}}`, userId],
    );
    return rows.map((row) => ({ tournamentId: row.tournament_id, matchId: row.match_id }));
  }
}
