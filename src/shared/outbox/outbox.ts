import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainEventRecord } from './domain-event-record.entity.js';
import type { RaisedEvent } from './domain-event.js';
import { eventTrail } from './event-trail.js';

/**
 * Writes events to the outbox through the given unit of work, so they commit or roll back with the change
 * that raised them. The relay dispatches them after commit.
 */
export function recordEvents(em: EntityManager, ...events: RaisedEvent[]): void {
  const trail = eventTrail.getStore();
  for (const event of events) {
    const record = new DomainEventRecord(event.type, event.aggregateType, event.aggregateId, event.userId, event.payload);
    em.persist(record);
    trail?.push(record);
  }
}

/**
 * recordEvents for a crowd of events: one multi-row INSERT now, instead of entities the unit of work tracks
 * and diffs at every flush (the timer raises three events a game, hundreds of games a transaction). Only
 * inside the transaction of the change that raised them, so they still commit or roll back with it.
 */
export async function insertEvents(em: EntityManager, events: RaisedEvent[]): Promise<void> {
  if (events.length === 0) return;
  if (!em.isInTransaction()) throw new Error('insertEvents runs inside the transaction of the change that raised the events');
  const records = events.map((e) => new DomainEventRecord(e.type, e.aggregateType, e.aggregateId, e.userId, e.payload));
  await em.insertMany(records);
  // After the insert: the trail's watchers need the ids.
  eventTrail.getStore()?.push(...records);
}
