import { defineEntity, p } from '@mikro-orm/core';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { type Cents } from '../../../shared/money/money.js';
import { destinationKey, isMistypedIban } from './payment-destination.js';
import {
  MIN_WITHDRAWAL,
  type CancellationReason,
  type PaymentMethod,
  type WithdrawalStatus,
} from './withdrawal-options.js';
import { coinsValue, msg, withValues } from '#i18n';

type Action = 'approved' | 'rejected' | 'cancelled';

const referenceRequired = () =>
  DomainError.validation(
    'payout_reference',
    msg({ message: 'Enter the payout reference: the PayPal, bank or chain transaction id of the payment.' }),
  );

/**
 * A player's request to take money out. The money is held from the moment of the request (wallet to the
 * holds account), so every transition here decides where the hold goes: out (approve) or back (reject,
 * approved cancellation). Transitions refuse with a 400 {"error"} and change nothing when the state is wrong.
 */
export class WithdrawalRequest {
  id!: number;
  userId: number;
  amount: Cents;
  paymentMethod: PaymentMethod;
  paymentDetails: string;
  status: WithdrawalStatus = 'PENDING';
  requestedAt: Date = new Date();
  cancellationRequested = false;
  cancellationReason: CancellationReason | null = null;
  cancellationRequestedAt: Date | null = null;
  adminNotes = '';
  reviewedAt: Date | null = null;
  reviewedBy: number | null = null;
  /** The PayPal, bank or chain transaction id of the payment, given with the approval that released the money. */
  payoutReference: string | null = null;
  /** Over the second-approval bound: the admin who approved first, while the money waits for a second one. */
  firstApprovedBy: number | null = null;
  firstApprovedAt: Date | null = null;
  firstApprovalNotes = '';
  /** Where the money goes, canonically (payment-destination.ts): how another account's same destination is found. */
  destinationKey: string;
  /** The client's Idempotency-Key, unique per user: a retried request finds this row instead of a twin. */
  idempotencyKey: string | null;

  constructor(
    userId: number,
    amount: Cents,
    paymentMethod: PaymentMethod,
    paymentDetails: string,
    idempotencyKey: string | null = null,
  ) {
    if (!Number.isSafeInteger(amount) || amount < MIN_WITHDRAWAL) {
      throw DomainError.validation('amount', msg({ message: 'Ensure this value is greater than or equal to 10.00.' }));
    }
    if (paymentMethod === 'BANK_TRANSFER' && isMistypedIban(paymentDetails)) {
      throw DomainError.validation('payment_details', msg({ message: 'This IBAN is not valid: check it for a typo.' }));
    }
    this.destinationKey = destinationKey(paymentMethod, paymentDetails);
    this.userId = userId;
    this.amount = amount;
    this.paymentMethod = paymentMethod;
    this.paymentDetails = paymentDetails;
    this.idempotencyKey = idempotencyKey;
  }

  /** The player asks to cancel: once only, and only while nobody has decided yet. The status stays PENDING. */
  requestCancellation(reason: CancellationReason, now = new Date()): void {
    this.assertPending('cancelled');
    if (this.cancellationRequestedAt !== null) {
      throw DomainError.refused(
        'cancellation_already_requested',
        msg({ message: 'Cancellation has already been requested for this withdrawal.' }),
      );
    }
    this.cancellationRequested = true;
    this.cancellationReason = reason;
    this.cancellationRequestedAt = now;
  }

  /** More than `secondApprovalOver` leaves only when a second admin approves too. */
  needsSecondApproval(secondApprovalOver: Cents): boolean {
    return this.amount > secondApprovalOver;
  }

  /**
   * An admin approves. The approval that releases the money carries the payout reference: the admin pays by
   * hand, then records the payment's id, which the player sees. Over the second-approval bound the first approval
   * only records who gave it; paying then would release the money on one admin's word, so a reference is refused
   * with it. Answers whether the money leaves now.
   */
  approve(
    adminId: number,
    notes: string,
    payoutReference: string | null,
    secondApprovalOver: Cents,
    now = new Date(),
  ): boolean {
    this.assertReviewable('approved');
    // Four eyes: money leaving the system is never released by the person who receives it.
    if (adminId === this.userId)
      throw DomainError.refused('own_withdrawal', msg({ message: 'You cannot approve your own withdrawal.' }));
    if (this.firstApprovedBy === adminId) {
      throw DomainError.refused(
        'second_approval_same_admin',
        msg({ message: 'You gave this withdrawal its first approval: a second admin must approve it.' }),
      );
    }
    if (this.needsSecondApproval(secondApprovalOver) && this.firstApprovedBy === null) {
      if (payoutReference !== null) {
        throw DomainError.validation(
          'payout_reference',
          withValues(
            msg({
              message:
                'Withdrawals over {limit} need a second admin: pay only after the second approval, and give the reference with it.',
            }),
            { limit: coinsValue(secondApprovalOver) },
          ),
        );
      }
      this.firstApprovedBy = adminId;
      this.firstApprovedAt = now;
      this.firstApprovalNotes = notes;
      return false;
    }
    if (payoutReference === null) throw referenceRequired();
    this.payoutReference = payoutReference;
    this.decide('APPROVED', adminId, notes, now);
    return true;
  }

  reject(adminId: number, notes: string, now = new Date()): void {
    this.assertReviewable('rejected');
    this.decide('REJECTED', adminId, notes, now);
  }

  approveCancellation(adminId: number, notes: string, now = new Date()): void {
    this.assertCancellationOpen();
    this.cancellationRequested = false;
    this.decide('CANCELED', adminId, notes, now);
  }

  /** The withdrawal goes ahead as requested: the flag clears, the notes say why, it stays PENDING. */
  denyCancellation(adminId: number, notes: string): void {
    this.assertCancellationOpen();
    this.cancellationRequested = false;
    this.adminNotes = notes;
    this.reviewedBy = adminId;
  }

  private decide(status: WithdrawalStatus, adminId: number, notes: string, now: Date): void {
    this.status = status;
    this.adminNotes = notes;
    this.reviewedBy = adminId;
    this.reviewedAt = now;
  }

  private assertPending(action: Action): void {
    if (this.status !== 'PENDING') {
      throw DomainError.refused(
        'withdrawal_not_pending',
        withValues(
          msg({
            message:
              'This withdrawal is already {status, select, PENDING {pending} APPROVED {approved} REJECTED {rejected} other {cancelled}}: only a pending withdrawal can be {action, select, approved {approved} rejected {rejected} other {cancelled}}.',
          }),
          { status: this.status, action },
        ),
      );
    }
  }

  /** An open cancellation request is decided first: paying out what the player asked to stop would be wrong. */
  private assertReviewable(action: Action): void {
    this.assertPending(action);
    if (this.cancellationRequested) {
      throw DomainError.refused(
        'cancellation_pending',
        msg({ message: 'This withdrawal has a cancellation request awaiting review; decide that first.' }),
      );
    }
  }

  private assertCancellationOpen(): void {
    this.assertPending('cancelled');
    if (!this.cancellationRequested) {
      throw DomainError.refused(
        'no_cancellation_request',
        msg({ message: 'This withdrawal has no cancellation request to review.' }),
      );
    }
  }
}

export const WithdrawalRequestSchema = defineEntity({
  class: WithdrawalRequest,
  tableName: 'withdrawal_requests',
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.integer(),
    amount: p.bigint('number'),
    paymentMethod: p.string().length(16).$type<PaymentMethod>(),
    paymentDetails: p.string().length(500),
    status: p.string().length(10).$type<WithdrawalStatus>(),
    requestedAt: p.datetime(),
    cancellationRequested: p.boolean(),
    cancellationReason: p.string().length(20).$type<CancellationReason>().nullable(),
    cancellationRequestedAt: p.datetime().nullable(),
    adminNotes: p.text(),
    reviewedAt: p.datetime().nullable(),
    reviewedBy: p.integer().nullable(),
    idempotencyKey: p.string().length(128).nullable(),
    payoutReference: p.string().length(200).nullable(),
    firstApprovedBy: p.integer().nullable(),
    firstApprovedAt: p.datetime().nullable(),
    firstApprovalNotes: p.text(),
    destinationKey: p.text(),
  },
});
