import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListTournaments, type TournamentListFilter } from './list-tournaments.query.js';
import { TOURNAMENT_COLUMNS, TournamentViews } from './tournament-views.js';
import type { TournamentRow } from './tournament.view.js';

const IS_PARTICIPANT =
  'EXISTS (SELECT 1 FROM tournament_participants p WHERE p.tournament_id = t.id AND p.user_id = ?)';

/**
 * The total for the page: by status from the counters a trigger keeps (tournament_status_counts), so the
 * growing history is never counted row by row; the viewer's own lists (available, mine) are short and counted.
 */
function countSql(filter: TournamentListFilter, viewerId: number): { sql: string; params: unknown[] } {
  if (filter.kind === 'all') {
    return filter.statuses.length
      ? {
          sql: 'SELECT coalesce(sum(tournaments), 0) AS count FROM tournament_status_counts WHERE status IN (?)',
          params: [filter.statuses],
        }
      : { sql: 'SELECT coalesce(sum(tournaments), 0) AS count FROM tournament_status_counts', params: [] };
  }
  const { sql, params } = where(filter, viewerId);
  return { sql: `SELECT count(*) AS count FROM tournaments t WHERE ${sql}`, params };
}

function where(filter: TournamentListFilter, viewerId: number): { sql: string; params: unknown[] } {
  switch (filter.kind) {
    case 'available':
      return {
        sql: `t.status = 'PENDING' AND t.current_players < t.max_players AND NOT ${IS_PARTICIPANT}`,
        params: [viewerId],
      };
    case 'mine':
      return { sql: IS_PARTICIPANT, params: [viewerId] };
    case 'all':
      return filter.statuses.length
        ? { sql: 't.status IN (?)', params: [filter.statuses] }
        : { sql: 'TRUE', params: [] };
  }
}

/**
 * Four statements whatever the length: the count, the page of tournaments, their participants, their players'
 * names. Plain rows throughout (see TournamentViews): a polled list has no use for entities. The order ends on
 * the id, so pages never repeat or skip a row.
 */
@QueryHandler(ListTournaments)
export class ListTournamentsHandler implements IQueryHandler<ListTournaments> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: TournamentViews,
  ) {}

  async execute({ viewerId, filter, window }: ListTournaments) {
    const total = countSql(filter, viewerId);
    const [{ count }] = await this.em.execute<{ count: string }[]>(total.sql, total.params);
    const { sql, params } = where(filter, viewerId);
    // The page's ids first, then its columns: the rows OFFSET skips are never formatted. With every skipped row's
    // dates written out, the last page of 10,000 tournaments answered 97 req/s; this way 483 (benchmarks.md).
    const rows = await this.em.execute<TournamentRow[]>(
      `SELECT ${TOURNAMENT_COLUMNS} FROM tournaments t
        WHERE t.id IN (SELECT t.id FROM tournaments t WHERE ${sql} ORDER BY t.id DESC LIMIT ? OFFSET ?)
        ORDER BY t.id DESC`,
      [...params, window.limit, window.offset],
    );
    return { count: Number(count), results: await this.views.many(rows, viewerId) };
  }
}
