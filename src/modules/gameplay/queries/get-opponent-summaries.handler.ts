import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all } from '../../../shared/database/query.js';
import { GetOpponentSummaries, type OpponentSummary } from '../contracts/opponent-summaries.query.js';

/** A user's side of their matches against one opponent, summed up (count(*)::int, so numbers, not text). */
interface SummaryRow {
  user_id: number;
  opponent_id: number;
  matches: number;
  match_ids: number[];
  recent_matches: number;
  recent_wins: number;
  recent_match_ids: number[] | null;
  absent_match_ids: number[] | null;
  absent_tournament_ids: number[] | null;
}

/**
 * One statement for a whole page of users, summed up per opponent in PostgreSQL: a player with hundreds of
 * matches sends a row per opponent, not per match. Whether the opponent moved by hand is looked up (by the
 * games' and moves' unique indexes) only for the matches the user won. Practice against the computer is no
 * opponent and no money (issue 33 §5): left out.
 */
@QueryHandler(GetOpponentSummaries)
export class GetOpponentSummariesHandler implements IQueryHandler<GetOpponentSummaries> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds, since, recentSince, linkLimit }: GetOpponentSummaries): Promise<OpponentSummary[]> {
    const ids = [...new Set(userIds)].map((id) => Math.trunc(id));
    if (ids.length === 0) return [];
    const rows = await all(
      this.em,
      sql<SummaryRow>`WITH side AS (
         SELECT s.user_id, s.opponent_id, m.id AS match_id, m.tournament_id, m.completed_at >= ${recentSince} AS recent,
                m.winner_id = s.user_id AS won,
                m.winner_id = s.user_id AND NOT EXISTS (
                  SELECT 1 FROM games g JOIN moves mv ON mv.game_id = g.id AND mv.user_id = s.opponent_id AND NOT mv.auto
                   WHERE g.match_id = m.id) AS against_absent
           FROM matches m
          CROSS JOIN LATERAL (VALUES (m.player1_id, m.player2_id), (m.player2_id, m.player1_id)) AS s (user_id, opponent_id)
          WHERE (m.player1_id = ANY(${ids}::int[]) OR m.player2_id = ANY(${ids}::int[])) AND s.user_id = ANY(${ids}::int[])
            AND m.status = 'COMPLETED' AND m.completed_at >= ${since} AND NOT m.practice)
       SELECT user_id, opponent_id, count(*)::int AS matches,
              (array_agg(match_id ORDER BY match_id DESC))[1:${linkLimit}::int] AS match_ids,
              count(*) FILTER (WHERE recent)::int AS recent_matches,
              count(*) FILTER (WHERE recent AND won)::int AS recent_wins,
              (array_agg(match_id ORDER BY match_id DESC) FILTER (WHERE recent))[1:${linkLimit}::int] AS recent_match_ids,
              array_agg(match_id ORDER BY match_id) FILTER (WHERE against_absent) AS absent_match_ids,
              array_agg(tournament_id ORDER BY match_id) FILTER (WHERE against_absent) AS absent_tournament_ids
         FROM side GROUP BY user_id, opponent_id`,
    );
    return rows.map((row) => ({
      userId: row.user_id,
      opponentId: row.opponent_id,
      matches: row.matches,
      matchIds: row.match_ids,
      recentMatches: row.recent_matches,
      recentWins: row.recent_wins,
      recentMatchIds: row.recent_match_ids ?? [],
      winsAgainstAbsent: (row.absent_match_ids ?? []).map((matchId, i) => ({
        matchId,
        tournamentId: (row.absent_tournament_ids ?? [])[i],
      })),
    }));
  }
}
