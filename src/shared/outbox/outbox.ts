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
