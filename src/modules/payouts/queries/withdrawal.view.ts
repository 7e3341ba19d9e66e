import { formatCents } from '../../../shared/money/money.js';
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
  };
}

export type WithdrawalView = ReturnType<typeof withdrawalView>;

/** What an admin reviews: the withdrawal, whose it is, and the facts to weigh before the money leaves. */
export type AdminWithdrawalView = WithdrawalView & {
  user_id: number;
  username: string | null;
  risk_signals: RiskSignal[];
};
