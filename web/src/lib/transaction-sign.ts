import { t } from '@lingui/core/macro';
import { centsSign } from './money';

/** Transaction types that add to the wallet; every other type takes from it (spec section 2, Wallet). */
export const CREDIT_TYPES: ReadonlySet<string> = new Set([
  'DEPOSIT',
  'TOURNAMENT_WIN',
  'WITHDRAWAL_REFUND',
  'TOURNAMENT_REFUND',
]);

export type TransactionDirection = 'credit' | 'debit';

export interface TransactionSign {
  direction: TransactionDirection;
  /** '+' for credits, '-' for debits, '' when the amount already carries its own minus sign. */
  sign: '+' | '-' | '';
  /** Mantine colour of the amount: green in, red out. */
  color: 'teal' | 'red';
}

/**
 * How a transaction's amount is shown: + and green for DEPOSIT, TOURNAMENT_WIN, WITHDRAWAL_REFUND and
 * TOURNAMENT_REFUND; - and red for the others (WITHDRAW, TOURNAMENT_FEE, anything new). The server sends
 * unsigned amounts; a negative one is shown as it is, without a second sign.
 */
export function transactionSign(type: string, amount: string | number): TransactionSign {
  const direction: TransactionDirection = CREDIT_TYPES.has(type) ? 'credit' : 'debit';
  const color = direction === 'credit' ? 'teal' : 'red';
  if (centsSign(amount) < 0) return { direction, sign: '', color };
  return { direction, sign: direction === 'credit' ? '+' : '-', color };
}

/**
 * The empty transactions list: 'No transactions yet' when the wallet has seen nothing at all, 'No completed
 * transactions yet' when withdrawal requests exist but no posting has landed on the wallet yet.
 */
export function emptyTransactionsMessage(transactionCount: number, withdrawalCount: number): string | null {
  if (transactionCount > 0) return null;
  return withdrawalCount > 0 ? t`No completed transactions yet` : t`No transactions yet`;
}
