import type { MantineColor } from '@mantine/core';
import { API_LIMITS } from './api-types';
import { lookup } from './lookup';

/** Limits in cents (spec section 9), as the server enforces them. */
export const DEPOSIT_MIN_CENTS = API_LIMITS.depositMinCents;
export const DEPOSIT_MAX_CENTS = API_LIMITS.depositMaxCents;
export const WITHDRAWAL_MIN_CENTS = API_LIMITS.withdrawalMinCents;

export const DEPOSIT_HINT = 'Min: 0.01, Max: 10,000.00 coins';
export const WITHDRAWAL_HINT = 'Min: $10.00';

export const WITHDRAWAL_STATUSES = API_LIMITS.withdrawalStatuses;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

interface StatusLook {
  /** The spec's status label. */
  label: string;
  /** A short name for the status itself, for admins and screen readers. */
  name: string;
  color: MantineColor;
}

export const WITHDRAWAL_STATUS: Record<WithdrawalStatus, StatusLook> = {
  PENDING: { label: 'Awaiting admin review', name: 'Pending', color: 'yellow' },
  APPROVED: { label: 'Funds will arrive soon', name: 'Approved', color: 'teal' },
  REJECTED: { label: 'Request denied', name: 'Rejected', color: 'red' },
  CANCELED: { label: 'Cancelled', name: 'Cancelled', color: 'gray' },
};

export function statusLook(status: string): StatusLook {
  return lookup(WITHDRAWAL_STATUS, status) ?? { label: status, name: status, color: 'gray' };
}

export const PAYMENT_METHODS = API_LIMITS.paymentMethods;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = API_LIMITS.defaultPaymentMethod;

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = API_LIMITS.paymentMethodLabels;

/** What to type into payment_details for each method. */
export const PAYMENT_DETAILS_PLACEHOLDER: Record<PaymentMethod, string> = {
  PAYPAL: 'The email address of your PayPal account',
  BANK_TRANSFER: 'Account holder, IBAN or account number, bank name',
  CRYPTO: 'Network and wallet address, e.g. USDT (TRC20) T9yD…',
  OTHER: 'Tell us where and how to send the funds',
};

export type CancellationReasonCode = (typeof API_LIMITS.cancellationReasons)[number];
export const CANCELLATION_REASONS = API_LIMITS.cancellationReasons.map((value) => ({
  value,
  label: API_LIMITS.cancellationReasonLabels[value],
}));

export function cancellationReasonLabel(reason: string | null | undefined): string {
  if (!reason) return '—';
  return CANCELLATION_REASONS.find((option) => option.value === reason)?.label ?? reason;
}

/** Texts of the wallet's toasts and messages (spec section 8). */
export const WALLET_MESSAGES = {
  loadFailed: 'Failed to load wallet data. Please try again.',
  depositFailed: 'Deposit failed',
  withdrawSuccess: 'Withdrawal request submitted!',
  withdrawFailed: 'Withdrawal failed',
  cancelSuccess: 'Cancellation request submitted. Admin will review your request.',
  cancelFailed: 'Failed to submit cancellation request',
  reasonMissing: 'Please select a cancellation reason',
  noTransactions: 'No transactions yet',
  noCompletedTransactions: 'No completed transactions yet',
} as const;
