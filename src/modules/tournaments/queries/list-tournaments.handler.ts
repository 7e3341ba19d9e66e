import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Tournament } from '../domain/tournament.entity.js';
import { LIST_LIMIT, ListTournaments, type TournamentListFilter } from './list-tournaments.query.js';
import { TournamentViews } from './tournament-views.js';

const IS_PARTICIPANT = 'EXISTS (SELECT 1 FROM tournament_participants p WHERE p.tournament_id = t.id AND p.user_id = ?)';

function where(filter: TournamentListFilter, viewerId: number): { sql: string; params: unknown[] } {
  switch (filter.kind) {
    case 'available':
      return { sql: `t.status = 'PENDING' AND t.current_players < t.max_players AND NOT ${IS_PARTICIPANT}`, params: [viewerId] };
    case 'mine':
      return { sql: IS_PARTICIPANT, params: [viewerId] };
    case 'all':
      return filter.statuses.length ? { sql: 't.status IN (?)', params: [filter.statuses] } : { sql: 'TRUE', params: [] };
  }
}

/** Three statements whatever the length: the tournaments, their participants, their players' names. */
@QueryHandler(ListTournaments)
export class ListTournamentsHandler implements IQueryHandler<ListTournaments> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: TournamentViews,
  ) {}

  async execute({ viewerId, filter }: ListTournaments) {
    const { sql, params } = where(filter, viewerId);
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `SELECT t.* FROM tournaments t WHERE ${sql} ORDER BY t.id DESC LIMIT ${LIST_LIMIT}`,
      params,
    );
    const tournaments = rows.map((row) => this.em.map(Tournament, row));
    return this.views.many(tournaments, viewerId);
  }
}
