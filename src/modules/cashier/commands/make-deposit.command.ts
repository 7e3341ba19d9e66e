import { Command } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';

/** Puts money into the player's wallet from cash in. Answers the wallet balance after it, in cents. */
export class MakeDeposit extends Command<{ balance: Cents; posted: boolean }> {
  constructor(
    readonly userId: number,
    /** Already validated (0.01 to 10,000.00). */
    readonly amount: Cents,
    /** The client's Idempotency-Key, when it sent one: the ledger key derives from it. */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}
