import { Command } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';
import type { Deposit } from '../domain/deposit.entity.js';

/**
 * A player asks for coins. With an instant provider (the sandbox) they are credited at once and `balance` is
 * the wallet after it; otherwise the deposit waits PENDING on the provider's checkout and `balance` is null.
 */
export class MakeDeposit extends Command<{ deposit: Deposit; balance: Cents | null }> {
  constructor(
    readonly userId: number,
    /** Already validated (0.01 to 10,000.00). */
    readonly amount: Cents,
    /** The client's Idempotency-Key, when it sent one: a retry finds the deposit it made. */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}
