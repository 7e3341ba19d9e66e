import { DEPOSIT_MAX, DEPOSIT_MIN, WITHDRAWAL_MIN } from './withdrawal-options';

/** A NumberInput value ('' when empty) as a number, or null when there is none. */
export function toAmount(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
}

/** The first problem with a deposit amount, or null when it may be sent. */
export function depositAmountError(value: string | number): string | null {
  const amount = toAmount(value);
  if (amount === null) return 'Amount is required';
  if (amount < DEPOSIT_MIN) return 'Minimum deposit is 0.01 coins';
  if (amount > DEPOSIT_MAX) return 'Maximum deposit is 10,000.00 coins';
  if (!hasAtMostTwoDecimals(amount)) return 'Use at most two decimal places';
  return null;
}

/** The first problem with a withdrawal amount against the available balance, or null. */
export function withdrawalAmountError(value: string | number, balance: string | number): string | null {
  const amount = toAmount(value);
  if (amount === null) return 'Amount is required';
  if (amount < WITHDRAWAL_MIN) return 'Minimum withdrawal is $10.00';
  if (!hasAtMostTwoDecimals(amount)) return 'Use at most two decimal places';
  const available = toAmount(balance) ?? 0;
  // Compare in cents: 0.1 + 0.2 style float noise must not refuse an exact balance.
  if (Math.round(amount * 100) > Math.round(available * 100)) return 'Amount exceeds your available balance';
  return null;
}
