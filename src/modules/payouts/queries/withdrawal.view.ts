import { type Cents, formatCents } from '../../../shared/money/money.js';
import {
  CANCELLATION_REASON_DISPLAY,
  PAYMENT_METHOD_DISPLAY,
  WITHDRAWAL_STATUS_DISPLAY,
} from '../domain/withdrawal-options.js';
import type { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';
import type { RiskSignal } from '../domain/risk-signals.js';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The spec's Withdrawal request entity as the web client reads it, with display labels. */
export function withdrawalView(w: WithdrawalRequest) {
  return {
    id: w.id,
    status: w.status,
    status_display: WITHDRAWAL_STATUS_DISPLAY[w.status],
    amount: formatCents(w.amount),
    payment_method: w.paymentMethod,
    payment_method_display: PAYMENT_METHOD_DISPLAY[w.paymentMethod],
    payment_details: w.paymentDetails,
    requested_at: iso(w.requestedAt),
    reviewed_at: iso(w.reviewedAt),
    cancellation_requested: w.cancellationRequested,
    cancellation_reason: w.cancellationReason,
    cancellation_reason_display: w.cancellationReason ? CANCELLATION_REASON_DISPLAY[w.cancellationReason] : null,
    cancellation_requested_at: iso(w.cancellationRequestedAt),
    admin_notes: w.adminNotes,
    payout_reference: w.payoutReference,
  };
}

export type WithdrawalView = ReturnType<typeof withdrawalView>;

/** The first of two approvals, for the admins: who gave it, when, and their notes. */
export interface FirstApprovalView {
  admin_id: number;
  username: string | null;
  approved_at: string;
  admin_notes: string;
}

/** How many approvals the withdrawal needs before its money leaves, and the first one while it waits. */
export interface ApprovalStateView {
  approvals_required: 1 | 2;
  first_approval: FirstApprovalView | null;
}

export function approvalStateView(
  w: WithdrawalRequest,
  secondApprovalOver: Cents,
  usernames: Map<number, string>,
): ApprovalStateView {
  return {
    approvals_required: w.needsSecondApproval(secondApprovalOver) ? 2 : 1,
    first_approval:
      w.firstApprovedBy === null || w.firstApprovedAt === null
        ? null
        : {
            admin_id: w.firstApprovedBy,
            username: usernames.get(w.firstApprovedBy) ?? null,
            approved_at: new Date(w.firstApprovedAt).toISOString(),
            admin_notes: w.firstApprovalNotes,
          },
  };
}

/** A withdrawal as the admins see it after a review: the player's view and where its approvals stand. */
export type ReviewStateView = WithdrawalView & ApprovalStateView;

/** What an admin reviews: the withdrawal, its approvals, and the facts to weigh before the money leaves. */
export type ReviewedWithdrawalView = ReviewStateView & { risk_signals: RiskSignal[] };

/** A row of the review queue: a reviewed withdrawal and whose it is. */
export type AdminWithdrawalView = ReviewedWithdrawalView & {
  user_id: number;
  username: string | null;
};
