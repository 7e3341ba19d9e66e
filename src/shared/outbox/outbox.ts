import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainEventRecord } from './domain-event-record.entity.js';
import type { RaisedEvent } from './domain-event.js';
import { eventTrail } from './event-trail.js';
import { isListened } from './on-event.decorator.js';

/**
 * Writes events to the outbox through the given unit of work, so they commit or roll back with the change
 * that raised them. The relay dispatches them after commit; an event nobody listens to is written dispatched.
 */
export function recordEvents(em: EntityManager, ...events: RaisedEvent[]): void {
  const trail = eventTrail.getStore();
  for (const event of events) {
    const record = new DomainEventRecord(event.type, event.aggregateType, event.aggregateId, event.userId, event.payload);
    if (!isListened(event.type)) record.dispatchedAt = record.occurredAt;
    em.persist(record);
    trail?.push(record);
  }
}

/**
 * recordEvents for a crowd of events: one INSERT with the whole list as a single JSON parameter, instead of
 * entities the unit of work tracks, diffs and inlines value by value (the timer raises three events a game,
 * hundreds of games a transaction). Only inside the transaction of the change that raised them, so they still
 * commit or roll back with it; occurred_at is that transaction's time.
 */
export async function insertEvents(em: EntityManager, events: RaisedEvent[]): Promise<void> {
  if (events.length === 0) return;
  if (!em.isInTransaction()) throw new Error('insertEvents runs inside the transaction of the change that raised the events');
  const rows = events.map((e) => ({
    type: e.type,
    aggregate_type: e.aggregateType,
    aggregate_id: e.aggregateId,
    user_id: e.userId,
    payload: e.payload,
    listened: isListened(e.type),
  }));
  const inserted = await em.execute<{ id: string; occurred_at: Date }[]>(
    `INSERT INTO domain_events (type, aggregate_type, aggregate_id, user_id, payload, dispatched_at)
     SELECT type, aggregate_type, aggregate_id, user_id, payload, CASE WHEN listened THEN NULL ELSE now() END
       FROM ROWS FROM (jsonb_to_recordset(?::jsonb) AS (type text, aggregate_type text, aggregate_id text, user_id int, payload jsonb, listened boolean))
            WITH ORDINALITY AS x(type, aggregate_type, aggregate_id, user_id, payload, listened, n)
      ORDER BY n
     RETURNING id, occurred_at`,
    [JSON.stringify(rows)],
  );
  // The trail's watchers need the ids. Rows are inserted in the list's order (ORDER BY n), each drawing its id
  // from the sequence as it goes in, so ascending ids are the list's order; RETURNING's own order is not promised.
  inserted.sort((a, b) => Number(a.id) - Number(b.id));
  const records = events.map((e, i) => {
    const record = new DomainEventRecord(e.type, e.aggregateType, e.aggregateId, e.userId, e.payload);
    record.id = Number(inserted[i].id);
    record.occurredAt = new Date(inserted[i].occurred_at);
    if (!isListened(e.type)) record.dispatchedAt = record.occurredAt;
    return record;
  });
  eventTrail.getStore()?.push(...records);
}
