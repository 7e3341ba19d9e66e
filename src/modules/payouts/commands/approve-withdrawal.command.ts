import { Command } from '@nestjs/cqrs';
import type { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';

/**
 * An admin approves a pending withdrawal. The approval that releases it moves the held money to cash out and
 * carries the payout reference; over WITHDRAWAL_SECOND_APPROVAL_OVER the first of two only records who gave it.
 */
export class ApproveWithdrawal extends Command<WithdrawalRequest> {
  constructor(
    readonly adminId: number,
    readonly withdrawalId: number,
    readonly adminNotes: string,
    /** The PayPal, bank or chain transaction id of the payment; null when none was given. */
    readonly payoutReference: string | null = null,
  ) {
    super();
  }
}
