/**
 * A row of the outbox (the domain_events table, which is also the operators' event log) as recordEvents wrote
 * it: what a request's event trail holds. The table is written and read in SQL only (outbox.ts, the relay, the
 * operations queries), so no ORM schema maps it.
 */
export class DomainEventRecord {
  /** Set once the row is inserted; a record made but not yet written has none. */
  id?: number;
  type: string;
  aggregateType: string;
  aggregateId: string;
  userId: number | null;
  payload: unknown;
  occurredAt: Date = new Date();
  dispatchedAt: Date | null = null;

  constructor(type: string, aggregateType: string, aggregateId: string, userId: number | null, payload: unknown) {
    this.type = type;
    this.aggregateType = aggregateType;
    this.aggregateId = aggregateId;
    this.userId = userId;
    this.payload = payload;
  }
}
