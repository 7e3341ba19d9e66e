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

export const WithdrawalApproved = eventType<Reviewed>('WithdrawalApproved', 'withdrawal');
export const WithdrawalRejected = eventType<Reviewed>('WithdrawalRejected', 'withdrawal');

export const WithdrawalCancellationRequested = eventType<{
  withdrawalId: number;
  userId: number;
  amount: Cents;
  reason: string;
}>('WithdrawalCancellationRequested', 'withdrawal');

export const WithdrawalCancellationApproved = eventType<Reviewed>('WithdrawalCancellationApproved', 'withdrawal');
export const WithdrawalCancellationDenied = eventType<Reviewed>('WithdrawalCancellationDenied', 'withdrawal');
