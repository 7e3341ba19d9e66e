import { defineEntity, p } from '@mikro-orm/core';

/** A row of the outbox, which is also the operators' event log. */
export class DomainEventRecord {
  id!: number;
  type: string;
  aggregateType: string;
  aggregateId: string;
  userId: number | null;
  payload: unknown;
  occurredAt: Date = new Date();
  dispatchedAt: Date | null = null;
  attempts = 0;
  lastError: string | null = null;
  nextAttemptAt: Date | null = null;

  constructor(type: string, aggregateType: string, aggregateId: string, userId: number | null, payload: unknown) {
    this.type = type;
    this.aggregateType = aggregateType;
    this.aggregateId = aggregateId;
    this.userId = userId;
    this.payload = payload;
  }
}

export const DomainEventRecordSchema = defineEntity({
  class: DomainEventRecord,
  tableName: 'domain_events',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    type: p.string(),
    aggregateType: p.string(),
    aggregateId: p.string(),
    userId: p.integer().nullable(),
    payload: p.json<unknown>(),
    occurredAt: p.datetime(),
    dispatchedAt: p.datetime().nullable(),
    attempts: p.integer(),
    lastError: p.text().nullable(),
    nextAttemptAt: p.datetime().nullable(),
  },
});
