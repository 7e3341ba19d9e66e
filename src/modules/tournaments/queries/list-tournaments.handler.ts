import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Expression, SqlBool } from 'kysely';
import { all, db, one } from '../../../shared/database/query.js';
import { ReadsFromReplica } from '../../../shared/database/replica-reads.js';
import { type LobbyTerms, ListTournaments, type TournamentListFilter } from './list-tournaments.query.js';
import { tournamentColumns, TournamentViews, type FromTournaments } from './tournament-views.js';

const isParticipant = (eb: FromTournaments, viewerId: number) =>
  eb.exists(
    eb
      .selectFrom('tournament_participants as p')
      .select(eb.lit(1).as('one'))
      .whereRef('p.tournament_id', '=', 't.id')
      .where('p.user_id', '=', viewerId),
  );

/**
 * The total for the page: by status from the counters a trigger keeps (tournament_status_counts), so the
 * growing history is never counted row by row; the viewer's own lists (available, mine) are short and counted.
 */
function countQuery(em: EntityManager, filter: TournamentListFilter, viewerId: number) {
  if (filter.kind === 'all' && !narrowed(filter.terms)) {
    let counts = db(em)
      .selectFrom('tournament_status_counts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('tournaments'), eb.lit(0)).$castTo<string>().as('count'));
    if (filter.statuses.length) counts = counts.where('status', 'in', filter.statuses);
    return counts.where('kind', 'in', filter.kinds);
  }
  return db(em)
    .selectFrom('tournaments as t')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where((eb) => where(eb, filter, viewerId));
}

const narrowed = (terms: LobbyTerms | undefined) =>
  terms !== undefined && (terms.feeMin !== undefined || terms.feeMax !== undefined || terms.moveTimeout !== undefined);

/** The entry fee range and the clock, each only when asked for. */
function onTerms(eb: FromTournaments, terms: LobbyTerms | undefined): Expression<SqlBool>[] {
  if (!terms) return [];
  return [
    ...(terms.feeMin === undefined ? [] : [eb('t.entry_fee', '>=', String(terms.feeMin))]),
    ...(terms.feeMax === undefined ? [] : [eb('t.entry_fee', '<=', String(terms.feeMax))]),
    ...(terms.moveTimeout === undefined ? [] : [eb('t.move_timeout', '=', terms.moveTimeout)]),
  ];
}

function where(eb: FromTournaments, filter: TournamentListFilter, viewerId: number): Expression<SqlBool> {
  switch (filter.kind) {
    case 'available':
      return eb.and([
        eb('t.status', '=', 'PENDING'),
        eb('t.kind', 'in', filter.kinds),
        ...onTerms(eb, filter.terms),
        eb('t.current_players', '<', eb.ref('t.max_players')),
        eb.not(isParticipant(eb, viewerId)),
      ]);
    case 'mine':
      return isParticipant(eb, viewerId);
    case 'all':
      return eb.and([
        eb('t.kind', 'in', filter.kinds),
        ...(filter.statuses.length ? [eb('t.status', 'in', filter.statuses)] : []),
        ...onTerms(eb, filter.terms),
      ]);
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
    const { count } = await one(this.em, countQuery(this.em, filter, viewerId));
    // The page's ids first, then its columns: the rows OFFSET skips are never formatted. With every skipped row's
    // dates written out, the last page of 10,000 tournaments answered 97 req/s; this way 483 (benchmarks.md).
    const rows = await all(
      this.em,
      db(this.em)
        .selectFrom('tournaments as t')
        .select(tournamentColumns)
        .where('t.id', 'in', (eb) =>
          eb
            .selectFrom('tournaments as t')
            .select('t.id')
            .where((inner) => where(inner, filter, viewerId))
            .orderBy('t.id', 'desc')
            .limit(window.limit)
            .offset(window.offset),
        )
        .orderBy('t.id', 'desc'),
    );
    return { count: Number(count), results: await this.views.many(rows, viewerId) };
  }
}
