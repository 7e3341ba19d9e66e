import { Command } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';
import type { PaymentMethod } from '../domain/withdrawal-options.js';
import type { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';

/** Asks for a payout: the amount leaves the spendable balance at once, into the holds account. */
export class RequestWithdrawal extends Command<WithdrawalRequest> {
  constructor(
    readonly userId: number,
    /** At least 10.00. */
    readonly amount: Cents,
    readonly paymentMethod: PaymentMethod,
    readonly paymentDetails: string,
    readonly idempotencyKey: string | null = null,
    /** The second factor's code; required when the player has two-factor on (issue 21 §3). */
    readonly otp: string | null = null,
    /** The client's address: wrong codes are counted per account and address (issue 30 §4). */
    readonly clientAddress = '',
  ) {
    super();
  }
}
