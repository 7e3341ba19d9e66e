import { cents } from '../../../shared/money/money.js';

/** The closed lists a withdrawal is made of, with the labels the web client shows. */

export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WITHDRAWAL_STATUS_DISPLAY: Record<WithdrawalStatus, string> = {
  PENDING: 'Awaiting admin review',
  APPROVED: 'Funds will arrive soon',
  REJECTED: 'Request denied',
  CANCELED: 'Cancelled',
};

export const PAYMENT_METHODS = ['PAYPAL', 'BANK_TRANSFER', 'CRYPTO', 'OTHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'PAYPAL';

export const PAYMENT_METHOD_DISPLAY: Record<PaymentMethod, string> = {
  PAYPAL: 'PayPal',
  BANK_TRANSFER: 'Bank Transfer',
  CRYPTO: 'Cryptocurrency',
  OTHER: 'Other',
};

export const CANCELLATION_REASONS = [
  'WRONG_DESTINATION',
  'CHANGED_MIND',
  'INCORRECT_AMOUNT',
  'DIFFERENT_METHOD',
  'OTHER',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const CANCELLATION_REASON_DISPLAY: Record<CancellationReason, string> = {
  WRONG_DESTINATION: 'Wrong destination',
  CHANGED_MIND: 'Changed mind',
  INCORRECT_AMOUNT: 'Incorrect amount',
  DIFFERENT_METHOD: 'Using different method',
  OTHER: 'Other',
};

/** The web form sends the label it shows; older clients send the code. Both name one reason. */
export function cancellationReasonFrom(value: unknown): CancellationReason | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  for (const code of CANCELLATION_REASONS) {
    if (code.toLowerCase() === text || CANCELLATION_REASON_DISPLAY[code].toLowerCase() === text) return code;
  }
  return null;
}

export const MIN_WITHDRAWAL = cents(1000);
/** No bound but the balance. */
export const MAX_WITHDRAWAL = cents(Number.MAX_SAFE_INTEGER);
