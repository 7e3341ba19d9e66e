import { defineEntity, p } from '@mikro-orm/core';
import type { TransactionType } from '../contracts/ledger.types.js';

/** One balanced movement of money. Immutable once written (a database trigger refuses edits). */
export class JournalEntry {
  id!: number;
  idempotencyKey: string;
  type: TransactionType;
  description: string;
  createdAt: Date = new Date();

  constructor(idempotencyKey: string, type: TransactionType, description: string) {
    this.idempotencyKey = idempotencyKey;
    this.type = type;
    this.description = description;
  }
}

export const JournalEntrySchema = defineEntity({
  class: JournalEntry,
  tableName: 'ledger_entries',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    idempotencyKey: p.string().length(200).unique(),
    type: p.string().length(32).$type<TransactionType>(),
    description: p.string().length(500),
    createdAt: p.datetime(),
  },
});
