/** The wallet forms' schemas (zod): the spec's limits and messages, amounts read into cents. */
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { amountField, type AmountRule } from '../../lib/amount';
import { API_LIMITS } from '../../lib/api-types';
import { toCents } from '../../lib/money';
import {
  depositHint,
  DEPOSIT_MAX_CENTS,
  DEPOSIT_MIN_CENTS,
  PAYMENT_METHODS,
  WALLET_MESSAGES,
  withdrawalHint,
  WITHDRAWAL_MIN_CENTS,
} from '../../lib/withdrawal-options';

// Getters and error functions: every message is read in the active language when a field is checked.
const DEPOSIT_RULE: AmountRule = {
  minCents: DEPOSIT_MIN_CENTS,
  maxCents: DEPOSIT_MAX_CENTS,
  get hint() {
    return depositHint();
  },
  get belowMin() {
    return t`Minimum deposit is 0.01 coins`;
  },
  get aboveMax() {
    return t`Maximum deposit is 10,000.00 coins`;
  },
};

const WITHDRAWAL_RULE: AmountRule = {
  minCents: WITHDRAWAL_MIN_CENTS,
  get hint() {
    return withdrawalHint();
  },
  get belowMin() {
    return t`Minimum withdrawal is $10.00`;
  },
};

const depositAmount = amountField(DEPOSIT_RULE);

/**
 * The deposit form, one schema for all it asks: the amount, and on a first deposit the date of birth (when the
 * account has none) and an optional daily limit (trimmed; empty sets none).
 */
export function depositSchema({ askDateOfBirth = false, offerLimit = false } = {}) {
  return z.object({
    amount: depositAmount,
    date_of_birth: z.string().refine((value) => !askDateOfBirth || value !== '', {
      error: () => t`Enter your date of birth.`,
    }),
    deposit_daily: z
      .string()
      .trim()
      .refine((value) => !offerLimit || value === '' || toCents(value) > 0, {
        error: () => t`Enter an amount such as 50.00, or leave it empty.`,
      }),
  });
}

export type DepositValues = z.input<ReturnType<typeof depositSchema>>;
export type DepositRequest = z.output<ReturnType<typeof depositSchema>>;

/** The withdrawal form against the balance the player has now. */
export function withdrawalSchema(balance: string | number) {
  return z.object({
    amount: amountField(WITHDRAWAL_RULE).refine((cents) => cents <= toCents(balance), {
      error: () => t`Amount exceeds your available balance`,
    }),
    payment_method: z.enum(PAYMENT_METHODS),
    payment_details: z
      .string()
      .trim()
      .min(1, { error: () => t`Payment details are required` }),
  });
}

export type WithdrawalRequest = z.output<ReturnType<typeof withdrawalSchema>>;

export const cancellationSchema = z.object({
  reason: z.enum(API_LIMITS.cancellationReasons, { error: () => WALLET_MESSAGES.reasonMissing }),
});
export type Cancellation = z.output<typeof cancellationSchema>;

function firstProblem(field: z.ZodType, value: string | number): string | null {
  const parsed = field.safeParse(String(value));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The first problem with a deposit amount, or null when it may be sent. */
export function depositAmountError(value: string | number): string | null {
  return firstProblem(depositAmount, value);
}

/** The first problem with a withdrawal amount against the available balance, or null. */
export function withdrawalAmountError(value: string | number, balance: string | number): string | null {
  return firstProblem(withdrawalSchema(balance).shape.amount, value);
}
