import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { all, one } from '../../../shared/database/query.js';
import { ReadsFromReplica } from '../../../shared/database/replica-reads.js';
import { ListTournaments, type TournamentListFilter } from './list-tournaments.query.js';
import { TOURNAMENT_COLUMNS, TournamentViews } from './tournament-views.js';
import type { TournamentRow } from './tournament.view.js';

const isParticipant = (viewerId: number) =>
  sql`EXISTS (SELECT 1 FROM tournament_participants p WHERE p.tournament_id = t.id AND p.user_id = ${viewerId})`;

/**
 * The total for the page: by status from the counters a trigger keeps (tournament_status_counts), so the
 * growing history is never counted row by row; the viewer's own lists (available, mine) are short and counted.
 */
function countQuery(filter: TournamentListFilter, viewerId: number): RawBuilder<{ count: string }> {
  if (filter.kind === 'all') {
    return filter.statuses.length
      ? sql`SELECT coalesce(sum(tournaments), 0) AS count FROM tournament_status_counts
             WHERE status IN (${sql.join(filter.statuses)})`
      : sql`SELECT coalesce(sum(tournaments), 0) AS count FROM tournament_status_counts`;
  }
  return sql`SELECT count(*) AS count FROM tournaments t WHERE ${where(filter, viewerId)}`;
}

function where(filter: TournamentListFilter, viewerId: number): RawBuilder<unknown> {
  switch (filter.kind) {
    case 'available':
      return sql`t.status = 'PENDING' AND t.current_players < t.max_players AND NOT ${isParticipant(viewerId)}`;
    case 'mine':
      return isParticipant(viewerId);
    case 'all':
      return filter.statuses.length ? sql`t.status IN (${sql.join(filter.statuses)})` : sql`TRUE`;
  }
}

/**
 * Four statements whatever the length: the count, the page of tournaments, their participants, their players'
 * names. Plain rows throughout (see TournamentViews): a polled list has no use for entities. The order ends on
 * the id, so pages never repeat or skip a row.
 */
@QueryHandler(ListTournaments)
@ReadsFromReplica()
export class ListTournamentsHandler implements IQueryHandler<ListTournaments> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: TournamentViews,
  ) {}

  async execute({ viewerId, filter, window }: ListTournaments) {
    const { count } = await one(this.em, countQuery(filter, viewerId));
    // The page's ids first, then its columns: the rows OFFSET skips are never formatted. With every skipped row's
    // dates written out, the last page of 10,000 tournaments answered 97 req/s; this way 483 (benchmarks.md).
    const rows = await all(
      this.em,
      sql<TournamentRow>`
        SELECT ${TOURNAMENT_COLUMNS} FROM tournaments t
         WHERE t.id IN (SELECT t.id FROM tournaments t WHERE ${where(filter, viewerId)}
                         ORDER BY t.id DESC LIMIT ${window.limit} OFFSET ${window.offset})
         ORDER BY t.id DESC`,
    );
    return { count: Number(count), results: await this.views.many(rows, viewerId) };
  }
}
