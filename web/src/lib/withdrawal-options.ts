import { t } from '@lingui/core/macro';
import type { MantineColor } from '@mantine/core';
import { API_LIMITS } from './api-types';
import { lookup } from './lookup';

/** Limits in cents (spec section 9), as the server enforces them. */
export const DEPOSIT_MIN_CENTS = API_LIMITS.depositMinCents;
export const DEPOSIT_MAX_CENTS = API_LIMITS.depositMaxCents;
export const WITHDRAWAL_MIN_CENTS = API_LIMITS.withdrawalMinCents;

export function depositHint(): string {
  return t`Min: 0.01, Max: 10,000.00 coins`;
}

export function withdrawalHint(): string {
  return t`Min: $10.00`;
}

export const WITHDRAWAL_STATUSES = API_LIMITS.withdrawalStatuses;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

interface StatusLook {
  /** The spec's status label. */
  label: string;
  /** A short name for the status itself, for admins and screen readers. */
  name: string;
  color: MantineColor;
}

// Getters: each word is read in the active language when a badge renders.
export const WITHDRAWAL_STATUS: Record<WithdrawalStatus, StatusLook> = {
  PENDING: {
    get label() {
      return t`Awaiting admin review`;
    },
    get name() {
      return t`Pending`;
    },
    color: 'yellow',
  },
  APPROVED: {
    get label() {
      return t`Funds will arrive soon`;
    },
    get name() {
      return t`Approved`;
    },
    color: 'teal',
  },
  REJECTED: {
    get label() {
      return t`Request denied`;
    },
    get name() {
      return t`Rejected`;
    },
    color: 'red',
  },
  CANCELED: {
    get label() {
      return t`Cancelled`;
    },
    get name() {
      return t`Cancelled`;
    },
    color: 'gray',
  },
};

export function statusLook(status: string): StatusLook {
  return lookup(WITHDRAWAL_STATUS, status) ?? { label: status, name: status, color: 'gray' };
}

export const PAYMENT_METHODS = API_LIMITS.paymentMethods;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = API_LIMITS.defaultPaymentMethod;

/** The methods' names (the server's English ones are API_LIMITS.paymentMethodLabels), in the active language. */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  PAYPAL: 'PayPal',
  get BANK_TRANSFER() {
    return t`Bank Transfer`;
  },
  get CRYPTO() {
    return t`Cryptocurrency`;
  },
  get OTHER() {
    return t`Other`;
  },
};

/** A withdrawal's method in the active language (the server's `payment_method_display` is English). */
export function paymentMethodLabel(withdrawal: { payment_method: string; payment_method_display?: string }): string {
  return lookup(PAYMENT_METHOD_LABEL, withdrawal.payment_method) ?? withdrawal.payment_method_display ?? '';
}

/** What to type into payment_details for each method. */
export const PAYMENT_DETAILS_PLACEHOLDER: Record<PaymentMethod, string> = {
  get PAYPAL() {
    return t`The email address of your PayPal account`;
  },
  get BANK_TRANSFER() {
    return t`Account holder, IBAN or account number, bank name`;
  },
  get CRYPTO() {
    return t`Network and wallet address, e.g. USDT (TRC20) T9yD…`;
  },
  get OTHER() {
    return t`Tell us where and how to send the funds`;
  },
};

export type CancellationReasonCode = (typeof API_LIMITS.cancellationReasons)[number];
/** The reasons' names (the server's English ones are API_LIMITS.cancellationReasonLabels), in the active language. */
const REASON_LABEL: Record<CancellationReasonCode, () => string> = {
  WRONG_DESTINATION: () => t`Wrong destination`,
  CHANGED_MIND: () => t`Changed mind`,
  INCORRECT_AMOUNT: () => t`Incorrect amount`,
  DIFFERENT_METHOD: () => t`Using different method`,
  OTHER: () => t`Other`,
};

export const CANCELLATION_REASONS = API_LIMITS.cancellationReasons.map((value) => ({
  value,
  get label() {
    return REASON_LABEL[value]();
  },
}));

export function cancellationReasonLabel(reason: string | null | undefined): string {
  if (!reason) return '—';
  return CANCELLATION_REASONS.find((option) => option.value === reason)?.label ?? reason;
}

/** Texts of the wallet's toasts and messages (spec section 8). */
// Getters: each is read in the active language when it is shown.
export const WALLET_MESSAGES = {
  get loadFailed() {
    return t`Failed to load wallet data. Please try again.`;
  },
  get depositFailed() {
    return t`Deposit failed`;
  },
  get withdrawSuccess() {
    return t`Withdrawal request submitted!`;
  },
  get withdrawFailed() {
    return t`Withdrawal failed`;
  },
  get cancelSuccess() {
    return t`Cancellation request submitted. Admin will review your request.`;
  },
  get cancelFailed() {
    return t`Failed to submit cancellation request`;
  },
  get reasonMissing() {
    return t`Please select a cancellation reason`;
  },
  get noTransactions() {
    return t`No transactions yet`;
  },
  get noCompletedTransactions() {
    return t`No completed transactions yet`;
  },
};
