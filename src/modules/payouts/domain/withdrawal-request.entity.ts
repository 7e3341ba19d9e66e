import { defineEntity, p } from '@mikro-orm/core';
import { DomainError } from '../../../shared/errors/domain-error.js';
import type { Cents } from '../../../shared/money/money.js';
import {
  MIN_WITHDRAWAL,
  type CancellationReason,
  type PaymentMethod,
  type WithdrawalStatus,
} from './withdrawal-options.js';

type Action = 'approved' | 'rejected' | 'cancelled';

const SETTLED_AS: Record<WithdrawalStatus, string> = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  CANCELED: 'cancelled',
};

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
      throw DomainError.validation('amount', 'Ensure this value is greater than or equal to 10.00.');
    }
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
        'Cancellation has already been requested for this withdrawal.',
      );
    }
    this.cancellationRequested = true;
    this.cancellationReason = reason;
    this.cancellationRequestedAt = now;
  }

  approve(adminId: number, notes: string, now = new Date()): void {
    this.assertReviewable('approved');
    // Four eyes: money leaving the system is never released by the person who receives it.
    if (adminId === this.userId) throw DomainError.refused('own_withdrawal', 'You cannot approve your own withdrawal.');
    this.decide('APPROVED', adminId, notes, now);
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
        `This withdrawal is already ${SETTLED_AS[this.status]}: only a pending withdrawal can be ${action}.`,
      );
    }
  }

  /** An open cancellation request is decided first: paying out what the player asked to stop would be wrong. */
  private assertReviewable(action: Action): void {
    this.assertPending(action);
    if (this.cancellationRequested) {
      throw DomainError.refused(
        'cancellation_pending',
        'This withdrawal has a cancellation request awaiting review; decide that first.',
      );
    }
  }

  private assertCancellationOpen(): void {
    this.assertPending('cancelled');
    if (!this.cancellationRequested) {
      throw DomainError.refused('no_cancellation_request', 'This withdrawal has no cancellation request to review.');
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
  },
});
