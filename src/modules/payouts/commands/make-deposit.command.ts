import { Command } from '@nestjs/cqrs';

/** Puts money into the player's wallet from cash in. Answers the wallet balance after it, in cents. */
export class MakeDeposit extends Command<{ balance: number; posted: boolean }> {
  constructor(
    readonly userId: number,
    /** Cents, already validated (0.01 to 10,000.00). */
    readonly amount: number,
    /** The client's Idempotency-Key, when it sent one: the ledger key derives from it. */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}
