/** Which transactions hold coins for a withdrawal still under review (no React), tested in on-hold.test.ts. */
import type { Transaction, Withdrawal } from '../../lib/api/wallet';

/** The withdrawal a WITHDRAW entry holds coins for: its description names it ("Withdrawal request #12 (PayPal)"). */
export function heldWithdrawalId(transaction: Pick<Transaction, 'transaction_type' | 'description'>): number | null {
  if (transaction.transaction_type !== 'WITHDRAW') return null;
  const match = /#(\d+)\b/.exec(transaction.description);
  return match ? Number(match[1]) : null;
}

/** The ids of the withdrawals still pending: their hold entries are marked "On hold" in the transactions. */
export function pendingWithdrawalIds(withdrawals: Pick<Withdrawal, 'id' | 'status'>[]): Set<number> {
  return new Set(withdrawals.filter((w) => w.status === 'PENDING').map((w) => w.id));
}
