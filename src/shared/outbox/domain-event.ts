import type { ArgOf, EventName } from './event-map.js';

export type { ArgOf, EventName } from './event-map.js';

/**
 * A kind of domain event, for raising it: its name in the log (a key of the `EventMap`, which says its payload)
 * and the aggregate it is about.
 */
export interface EventType<K extends EventName> {
  readonly name: K;
  readonly aggregateType: string;
}

export function eventType<K extends EventName>(name: K, aggregateType: string): EventType<K> {
  return { name, aggregateType };
}

/** An event raised by a use case, written to the outbox in the same transaction as the change. */
export interface RaisedEvent<K extends EventName = EventName> {
  type: K;
  aggregateType: string;
  aggregateId: string;
  userId: number | null;
  payload: ArgOf<K>;
}

interface StoredEventOf<K extends EventName> extends RaisedEvent<K> {
  id: number;
  occurredAt: Date;
}

/**
 * An event as the relay hands it to listeners, after it was committed. For several names, one of them: `type`
 * tells which, and narrows `payload`.
 */
export type StoredEvent<K extends EventName = EventName> = { [N in K]: StoredEventOf<N> }[K];

export function raise<K extends EventName>(
  type: EventType<K>,
  aggregateId: string | number,
  payload: ArgOf<K>,
  userId: number | null = null,
): RaisedEvent<K> {
  return { type: type.name, aggregateType: type.aggregateType, aggregateId: String(aggregateId), userId, payload };
}
