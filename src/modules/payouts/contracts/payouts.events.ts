import type { Cents } from '../../../shared/money/money.js';
import { eventType } from '../../../shared/outbox/domain-event.js';

/** Amounts are cents (a JSON number in the stored payload). `userId` on the stored event is the acting user: the player, or the admin who reviewed. */
export const WithdrawalRequested = eventType<{
  withdrawalId: number;
  userId: number;
  amount: Cents;
  paymentMethod: string;
}>('WithdrawalRequested', 'withdrawal');

interface Reviewed {
  withdrawalId: number;
  userId: number;
  amount: Cents;
  adminId: number;
  adminNotes: string;
}

/**
 * The money left: `payoutReference` is the payment's id the approving admin gave; `firstApprovedBy` the admin whose
 * approval came first when the amount needed two (null otherwise, and on events written before issue 30).
 */
export const WithdrawalApproved = eventType<
  Reviewed & { payoutReference?: string | null; firstApprovedBy?: number | null }
>('WithdrawalApproved', 'withdrawal');
/** The first of the two approvals a withdrawal over WITHDRAWAL_SECOND_APPROVAL_OVER needs: nothing moved yet. */
export const WithdrawalFirstApproved = eventType<Reviewed>('WithdrawalFirstApproved', 'withdrawal');
export const WithdrawalRejected = eventType<Reviewed>('WithdrawalRejected', 'withdrawal');

export const WithdrawalCancellationRequested = eventType<{
  withdrawalId: number;
  userId: number;
  amount: Cents;
  reason: string;
}>('WithdrawalCancellationRequested', 'withdrawal');

export const WithdrawalCancellationApproved = eventType<Reviewed>('WithdrawalCancellationApproved', 'withdrawal');
export const WithdrawalCancellationDenied = eventType<Reviewed>('WithdrawalCancellationDenied', 'withdrawal');
