import type { EntityManager } from '@mikro-orm/postgresql';
import { all, db, type Row } from '../../../shared/database/query.js';

export type EventRow = Pick<Row<'domain_events'>, 'id' | 'type' | 'payload'>;

/**
 * The events of one committed insert, as its NOTIFY named them ("first:last" ids). An id in the range drawn by
 * another transaction is either not yet visible (its own NOTIFY brings it) or a duplicate notice, which is
 * harmless: a notice only makes a client refetch.
 */
export function eventsBetween(em: EntityManager, first: number, last: number): Promise<EventRow[]> {
  return all(
    em,
    db(em)
      .selectFrom('domain_events')
      .select(['id', 'type', 'payload'])
      .where('id', '>=', String(first))
      .where('id', '<=', String(last))
      .orderBy('id'),
  );
}
