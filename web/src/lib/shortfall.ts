import { toCents } from './money';

/** How many cents a fee is beyond the balance, or 0 when it can be paid (or the balance is not known yet). */
export function shortfallCents(fee: string | number, balance: string | number | null | undefined): number {
  if (balance === null || balance === undefined) return 0;
  return Math.max(0, toCents(fee) - toCents(balance));
}
