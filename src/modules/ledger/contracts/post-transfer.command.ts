import { Command } from '@nestjs/cqrs';
import { negateCents, type Cents } from '../../../shared/money/money.js';
import type { PostingLeg, TransactionType } from './ledger.types.js';

export interface PostTransferResult {
  entryId: number;
  /** false when an entry with this idempotency key already existed: nothing moved this time. */
  posted: boolean;
}

/**
 * Posts one balanced journal entry (legs sum to zero) atomically, joining the caller's transaction.
 * Refuses with DomainError 'insufficient_funds' (400 {"error"}) when a wallet would go below zero.
 * The idempotency key is unique: posting the same key twice posts once.
 */
export class PostTransfer extends Command<PostTransferResult> {
  constructor(
    readonly idempotencyKey: string,
    readonly type: TransactionType,
    readonly description: string,
    readonly legs: PostingLeg[],
  ) {
    super();
  }
}

/** Convenience for the common two-leg case: `amount` cents from one account to another. */
export function transfer(
  idempotencyKey: string,
  type: TransactionType,
  description: string,
  from: PostingLeg['account'],
  to: PostingLeg['account'],
  amount: Cents,
): PostTransfer {
  return new PostTransfer(idempotencyKey, type, description, [
    { account: from, amount: negateCents(amount) },
    { account: to, amount },
  ]);
}
