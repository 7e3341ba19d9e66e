import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetOpponentHistory, type OpponentRecord } from '../contracts/opponent-history.query.js';

interface HistoryRow {
  user_id: number;
  match_id: number;
  tournament_id: number;
  opponent_id: number;
  winner_id: number;
  opponent_moved_by_hand: boolean;
  completed_at: Date;
}

/** One statement for every user of a page: each side of a match through its player index, the moves through their game. */
@QueryHandler(GetOpponentHistory)
export class GetOpponentHistoryHandler implements IQueryHandler<GetOpponentHistory> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds, since }: GetOpponentHistory): Promise<OpponentRecord[]> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return [];
    const rows = await this.em.execute<HistoryRow[]>(
      `SELECT side.user_id, m.id AS match_id, m.tournament_id, side.opponent_id, m.winner_id, m.completed_at,
              EXISTS (SELECT 1 FROM games g JOIN moves mv ON mv.game_id = g.id
                       WHERE g.match_id = m.id AND mv.user_id = side.opponent_id AND NOT mv.auto) AS opponent_moved_by_hand
         FROM matches m
        CROSS JOIN LATERAL (VALUES (m.player1_id, m.player2_id), (m.player2_id, m.player1_id)) AS side (user_id, opponent_id)
        WHERE (m.player1_id IN (?) OR m.player2_id IN (?)) AND side.user_id IN (?)
          AND m.status = 'COMPLETED' AND m.completed_at >= ?
        ORDER BY m.id`,
      [ids, ids, ids, since],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      matchId: row.match_id,
      tournamentId: row.tournament_id,
      opponentId: row.opponent_id,
      won: row.winner_id === row.user_id,
      opponentMovedByHand: row.opponent_moved_by_hand,
      completedAt: new Date(row.completed_at),
    }));
  }
}
