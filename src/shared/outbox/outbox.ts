import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all, type Row } from '../database/query.js';
import { DomainEventRecord } from './domain-event-record.js';
import type { RaisedEvent } from './domain-event.js';
import { eventTrail } from './event-trail.js';

/**
 * The outbox's one writer: the events go in inside the transaction of the change that raised them, so they
 * commit or roll back with it; the relay dispatches them after commit. Each is written owing a delivery to
 * every listener the deployment has registered for its type (`event_listeners`, a handful of rows read once by
 * the same statement, whichever instance writes: one that lacks a listener still writes the event for it), and
 * an event nobody listens to is written dispatched. One INSERT with the whole list as a single JSON parameter,
 * whether a request raises one event or the timer raises three a game for hundreds of games; occurred_at is that
 * transaction's time.
 */
export async function recordEvents(em: EntityManager, ...events: RaisedEvent[]): Promise<void> {
  if (events.length === 0) return;
  if (!em.isInTransaction())
    throw new Error('recordEvents runs inside the transaction of the change that raised the events');
  const rows = events.map((e) => ({
    type: e.type,
    aggregate_type: e.aggregateType,
    aggregate_id: e.aggregateId,
    user_id: e.userId,
    payload: e.payload,
  }));
  const inserted = await all(
    em,
    sql<Pick<Row<'domain_events'>, 'id' | 'occurred_at' | 'dispatched_at'>>`
      WITH registry AS (SELECT event_type, array_agg(listener ORDER BY listener) AS listeners
                          FROM event_listeners GROUP BY event_type)
      INSERT INTO domain_events (type, aggregate_type, aggregate_id, user_id, payload, pending_listeners, dispatched_at)
      SELECT x.type, x.aggregate_type, x.aggregate_id, x.user_id, x.payload, registry.listeners,
             CASE WHEN registry.listeners IS NULL THEN now() END
        FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS (type text, aggregate_type text, aggregate_id text, user_id int, payload jsonb))
             WITH ORDINALITY AS x(type, aggregate_type, aggregate_id, user_id, payload, n)
        LEFT JOIN registry ON registry.event_type = x.type
       ORDER BY x.n
      RETURNING id, occurred_at, dispatched_at`,
  );
  // The trail's watchers need the ids. Rows are inserted in the list's order (ORDER BY n), each drawing its id
  // from the sequence as it goes in, so ascending ids are the list's order; RETURNING's own order is not promised.
  inserted.sort((a, b) => Number(a.id) - Number(b.id));
  const records = events.map((e, i) => {
    const record = new DomainEventRecord(e.type, e.aggregateType, e.aggregateId, e.userId, e.payload);
    record.id = Number(inserted[i].id);
    record.occurredAt = new Date(inserted[i].occurred_at);
    const dispatchedAt = inserted[i].dispatched_at;
    if (dispatchedAt) record.dispatchedAt = new Date(dispatchedAt);
    return record;
  });
  eventTrail.getStore()?.push(...records);
}
