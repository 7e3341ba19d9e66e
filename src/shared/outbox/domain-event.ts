/** A kind of domain event: its name in the log and the aggregate it is about. P is its JSON payload. */
export interface EventType<P> {
  readonly name: string;
  readonly aggregateType: string;
  /** Phantom field that carries the payload type; never set. */
  readonly __payload?: P;
}

export function eventType<P>(name: string, aggregateType: string): EventType<P> {
  return { name, aggregateType };
}

/** An event raised by a use case, written to the outbox in the same transaction as the change. */
export interface RaisedEvent<P = unknown> {
  type: string;
  aggregateType: string;
  aggregateId: string;
  userId: number | null;
  payload: P;
}

/** An event as the relay hands it to listeners, after it was committed. */
export interface StoredEvent<P = unknown> extends RaisedEvent<P> {
  id: number;
  occurredAt: Date;
}

export function raise<P>(
  type: EventType<P>,
  aggregateId: string | number,
  payload: P,
  userId: number | null = null,
): RaisedEvent<P> {
  return { type: type.name, aggregateType: type.aggregateType, aggregateId: String(aggregateId), userId, payload };
}
