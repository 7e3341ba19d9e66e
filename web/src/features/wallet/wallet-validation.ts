import { amountProblem, type AmountRule } from '../../lib/amount';
import { toCents } from '../../lib/money';
import {
  DEPOSIT_HINT,
  DEPOSIT_MAX_CENTS,
  DEPOSIT_MIN_CENTS,
  WITHDRAWAL_HINT,
  WITHDRAWAL_MIN_CENTS,
} from '../../lib/withdrawal-options';

const DEPOSIT_RULE: AmountRule = {
  minCents: DEPOSIT_MIN_CENTS,
  maxCents: DEPOSIT_MAX_CENTS,
  hint: DEPOSIT_HINT,
  belowMin: 'Minimum deposit is 0.01 coins',
  aboveMax: 'Maximum deposit is 10,000.00 coins',
};

const WITHDRAWAL_RULE: AmountRule = {
  minCents: WITHDRAWAL_MIN_CENTS,
  hint: WITHDRAWAL_HINT,
  belowMin: 'Minimum withdrawal is $10.00',
};

/** The first problem with a deposit amount, or null when it may be sent. */
export function depositAmountError(value: string | number): string | null {
  return amountProblem(value, DEPOSIT_RULE).problem;
}

/** The first problem with a withdrawal amount against the available balance, or null. */
export function withdrawalAmountError(value: string | number, balance: string | number): string | null {
  const { problem, cents } = amountProblem(value, WITHDRAWAL_RULE);
  if (problem) return problem;
  if ((cents ?? 0) > toCents(balance)) return 'Amount exceeds your available balance';
  return null;
}
