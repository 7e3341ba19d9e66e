import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { ReadsFromReplica } from '../../../shared/database/replica-reads.js';
import { GetRecentPlacements, type RecentPlacement } from '../contracts/recent-placements.query.js';
import { GAME_MODE_DISPLAY } from '../domain/tournament-rules.js';

/**
 * Completed tournaments only: a placement is final there (an ACTIVE one's seats are still being placed, a
 * CANCELLED one has none). A CHALLENGE (issue 33 §1) is left out: it is private to its two players.
 * A public page's list may be seconds old, as the leaderboard may: it may come from a replica.
 */
@QueryHandler(GetRecentPlacements)
@ReadsFromReplica()
export class GetRecentPlacementsHandler implements IQueryHandler<GetRecentPlacements> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, limit }: GetRecentPlacements): Promise<RecentPlacement[]> {
    const rows = await all(
      this.em,
      db(this.em)
        .selectFrom('tournament_participants as p')
        .innerJoin('tournaments as t', 't.id', 'p.tournament_id')
        .select(['t.id', 't.name', 't.game_mode', 't.current_players', 't.completed_at', 'p.placement'])
        .where('p.user_id', '=', userId)
        .where('t.status', '=', 'COMPLETED')
        .where('t.kind', '<>', 'CHALLENGE')
        .where('t.completed_at', 'is not', null)
        .orderBy('t.completed_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(limit)
        .$narrowType<{ completed_at: string }>(),
    );
    return rows.map((row) => ({
      tournament_id: row.id,
      name: row.name,
      game_mode: row.game_mode,
      game_mode_display: GAME_MODE_DISPLAY[row.game_mode],
      players: row.current_players,
      placement: row.placement,
      completed_at: new Date(row.completed_at).toISOString(),
    }));
  }
}
