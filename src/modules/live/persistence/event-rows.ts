import type { EntityManager } from '@mikro-orm/postgresql';

export interface EventRow {
  id: string;
  type: string;
  payload: unknown;
}

/**
 * The events of one committed insert, as its NOTIFY named them ("first:last" ids). An id in the range drawn by
 * another transaction is either not yet visible (its own NOTIFY brings it) or a duplicate notice, which is
 * harmless: a notice only makes a client refetch.
 */
export function eventsBetween(em: EntityManager, first: number, last: number): Promise<EventRow[]> {
  return em.execute<EventRow[]>('SELECT id, type, payload FROM domain_events WHERE id BETWEEN ? AND ? ORDER BY id', [
    first,
    last,
  ]);
}
