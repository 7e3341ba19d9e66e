import { cents, formatCents, negateCents, type Cents } from '../../../shared/money/money.js';
import { PostTransfer } from '../../ledger/contracts/post-transfer.command.js';
import type { PlayerMoney } from '../../ledger/contracts/ledger.queries.js';
import { receivable, system, wallet, type TransactionType } from '../../ledger/contracts/ledger.types.js';
import type { Deposit } from './deposit.entity.js';

/** How much of `amount` `available` covers, and the rest. */
export function split(amount: Cents, available: Cents): [covered: Cents, rest: Cents] {
  const covered = cents(Math.min(amount, Math.max(0, available)));
  return [covered, cents(amount - covered)];
}

/**
 * Coins coming in for a deposit (a payment, or a dispute given back): they settle what the player owes first,
 * and only the rest reaches the wallet. `money` must have been read under lock (GetPlayerMoney with lock) in
 * the same transaction, so the split cannot be raced.
 */
function inflow(
  key: string,
  type: TransactionType,
  description: string,
  deposit: Deposit,
  amount: Cents,
  money: PlayerMoney,
): PostTransfer {
  const [settled, spendable] = split(amount, money.owed);
  return new PostTransfer(
    key,
    type,
    settled ? `${description} (${formatCents(settled)} settled what was owed)` : description,
    [
      { account: system('CASH_IN'), amount: negateCents(amount) },
      { account: receivable(deposit.userId), amount: negateCents(settled) },
      { account: wallet(deposit.userId), amount: spendable },
    ],
  );
}

/**
 * The ledger key of a deposit's credit, one per deposit, so a deposit is credited once whatever is replayed:
 * `deposit:{userId}:{Idempotency-Key}` when the client sent one (as before deposits had rows), else
 * `deposit:{userId} #{depositId}` (a space, which no Idempotency-Key holds, so the two forms never meet).
 */
export function creditKey(deposit: Deposit): string {
  return deposit.idempotencyKey
    ? `deposit:${deposit.userId}:${deposit.idempotencyKey}`
    : `deposit:${deposit.userId} #${deposit.id}`;
}

/** The deposit's credit. */
export function creditEntry(deposit: Deposit, amount: Cents, money: PlayerMoney): PostTransfer {
  return inflow(creditKey(deposit), 'DEPOSIT', 'Wallet deposit', deposit, amount, money);
}

/** A won dispute gives back what it took. */
export function disputeWonEntry(deposit: Deposit, disputeId: number, amount: Cents, money: PlayerMoney): PostTransfer {
  return inflow(
    `deposit:${deposit.id}:dispute:${disputeId}:won`,
    'DISPUTE_WON',
    `Dispute on deposit #${deposit.id} won`,
    deposit,
    amount,
    money,
  );
}

/**
 * Coins a provider took back (refund, dispute) return to cash in: from the wallet as far as it goes, the rest
 * owed by the player (their receivable), so the wallet never goes below zero.
 */
export function takeBackEntry(
  key: string,
  type: 'DEPOSIT_REFUND' | 'DEPOSIT_DISPUTE',
  deposit: Deposit,
  amount: Cents,
  money: PlayerMoney,
): PostTransfer {
  const [fromWallet, owed] = split(amount, money.balance);
  const what = type === 'DEPOSIT_REFUND' ? 'refunded' : 'disputed';
  return new PostTransfer(key, type, `Deposit #${deposit.id} ${what}`, [
    { account: wallet(deposit.userId), amount: negateCents(fromWallet) },
    { account: receivable(deposit.userId), amount: owed },
    { account: system('CASH_IN'), amount },
  ]);
}
