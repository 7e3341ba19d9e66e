import type { Cents } from '../../../shared/money/money.js';
import { eventType } from '../../../shared/outbox/domain-event.js';

interface Reviewed {
  withdrawalId: number;
  userId: number;
  amount: Cents;
  adminId: number;
  adminNotes: string;
}

declare module '../../../shared/outbox/event-map.js' {
  /** Amounts are cents (a JSON number in the stored payload). `userId` on the stored event is the acting user: the player, or the admin who reviewed. */
  interface EventMap {
    WithdrawalRequested: { withdrawalId: number; userId: number; amount: Cents; paymentMethod: string };
    /**
     * The money left: `payoutReference` is the payment's id the approving admin gave; `firstApprovedBy` the admin
     * whose approval came first when the amount needed two (null otherwise, and on events written before issue 30).
     */
    WithdrawalApproved: Reviewed & { payoutReference?: string | null; firstApprovedBy?: number | null };
    /** The first of the two approvals a withdrawal over WITHDRAWAL_SECOND_APPROVAL_OVER needs: nothing moved yet. */
    WithdrawalFirstApproved: Reviewed;
    WithdrawalRejected: Reviewed;
    WithdrawalCancellationRequested: { withdrawalId: number; userId: number; amount: Cents; reason: string };
    WithdrawalCancellationApproved: Reviewed;
    WithdrawalCancellationDenied: Reviewed;
  }
}

export const WithdrawalRequested = eventType('WithdrawalRequested', 'withdrawal');
export const WithdrawalApproved = eventType('WithdrawalApproved', 'withdrawal');
export const WithdrawalFirstApproved = eventType('WithdrawalFirstApproved', 'withdrawal');
export const WithdrawalRejected = eventType('WithdrawalRejected', 'withdrawal');
export const WithdrawalCancellationRequested = eventType('WithdrawalCancellationRequested', 'withdrawal');
export const WithdrawalCancellationApproved = eventType('WithdrawalCancellationApproved', 'withdrawal');
export const WithdrawalCancellationDenied = eventType('WithdrawalCancellationDenied', 'withdrawal');
