import { defineEntity, p } from '@mikro-orm/core';

/** One leg of an entry on one account, with that account's balance right after it. Immutable. */
export class Posting {
  id!: number;
  entryId: number;
  accountId: number;
  amount: number;
  balanceAfter: number;
  createdAt: Date = new Date();

  constructor(entryId: number, accountId: number, amount: number, balanceAfter: number) {
    this.entryId = entryId;
    this.accountId = accountId;
    this.amount = amount;
    this.balanceAfter = balanceAfter;
  }
}

export const PostingSchema = defineEntity({
  class: Posting,
  tableName: 'ledger_postings',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    entryId: p.bigint('number'),
    accountId: p.bigint('number'),
    amount: p.bigint('number'),
    balanceAfter: p.bigint('number'),
    createdAt: p.datetime(),
  },
});
