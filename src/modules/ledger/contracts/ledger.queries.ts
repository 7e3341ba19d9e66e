import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';
import type { TransactionType } from './ledger.types.js';

/** A user's spendable wallet balance in cents (0 when the wallet does not exist yet). */
export class GetWalletBalance extends Query<Cents> {
  constructor(readonly userId: number) {
    super();
  }
}

/** A wallet posting as the player's Transaction entity (amounts in API decimal strings). */
export interface TransactionView {
  id: number;
  transaction_type: TransactionType;
  transaction_type_display: string;
  description: string;
  amount: string;
  balance_after: string;
  created_at: string;
}

/** The postings on a user's wallet, newest first. */
export class GetWalletTransactions extends Query<TransactionView[]> {
  constructor(
    readonly userId: number,
    readonly limit = 50,
  ) {
    super();
  }
}

export interface TrialBalanceAccount {
  id: number;
  kind: string;
  name: string;
  balance: string;
  /** Wallets only: the owner, so the admin panel can name them (null when the user is gone). */
  user_id?: number;
  username?: string | null;
}

export interface TrialBalance {
  accounts: TrialBalanceAccount[];
  total: string;
}

export class GetTrialBalance extends Query<TrialBalance> {}

/** What the ledger audit found; `problems` is empty when every invariant holds. */
export interface LedgerAuditReport {
  ok: boolean;
  problems: string[];
  counts: { accounts: number; entries: number; postings: number };
}

/**
 * Re-checks the whole ledger from its rows: entries sum to zero with at least two postings, each account's
 * balance equals the sum of its postings and its last balance_after, the balance_after chain is continuous,
 * no account that may not go negative is below zero, and the trial balance is zero.
 */
export class GetLedgerAudit extends Query<LedgerAuditReport> {}

/** Wallet balances in cents of many users at once (0 for a user without a wallet), for admin lists. */
export class GetWalletBalances extends Query<Map<number, Cents>> {
  constructor(readonly userIds: number[]) {
    super();
  }
}

/** One account as its statement heads it; a sharded account (cash in) is reported as the one account it is. */
export interface StatementAccount {
  id: number;
  key: string;
  kind: string;
  name: string;
  balance: string;
  user_id: number | null;
  tournament_id: number | null;
  /** Wallets only: the owner's username (null when unknown). */
  username: string | null;
}

/** One posting on the account: signed amount (+ in, - out) and the account's balance right after it. */
export interface StatementLine {
  id: number;
  entry_id: number;
  transaction_type: TransactionType;
  transaction_type_display: string;
  description: string;
  amount: string;
  balance_after: string;
  created_at: string;
}

export interface AccountStatement {
  account: StatementAccount;
  results: StatementLine[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_cursor: string | null;
}

/**
 * An account's postings newest first, by keyset pagination on the posting id (`before`: postings with a
 * smaller id). Null when no account has this id.
 */
export class GetAccountStatement extends Query<AccountStatement | null> {
  constructor(
    readonly accountId: number,
    readonly before?: number,
    readonly limit = 50,
  ) {
    super();
  }
}

/** What a wallet put in and spent on play since its first deposit, for the reviewer's `not_wagered` signal. */
export interface WageringSummary {
  firstDepositAt: Date;
  /** Every deposit, the first included. */
  deposited: Cents;
  /** Entry fees paid since the first deposit, less the fees refunded since (a joined-and-left seat spent nothing). */
  feesSpent: Cents;
}

/** Each user's wagering since their first deposit; a user who never deposited has no entry. */
export class GetWageringSummaries extends Query<Map<number, WageringSummary>> {
  constructor(readonly userIds: number[]) {
    super();
  }
}

/** A player's spendable coins and what they owe after a refund or dispute (their receivable), in cents. */
export interface PlayerMoney {
  balance: Cents;
  owed: Cents;
}

/**
 * A player's wallet and receivable balances. With `lock`, both rows (when they exist) stay locked FOR UPDATE
 * until the caller's transaction ends, so a split computed from them (how much a take-back takes from the
 * wallet, how much a deposit settles of the debt) cannot be raced by another posting on those accounts.
 */
export class GetPlayerMoney extends Query<PlayerMoney> {
  constructor(
    readonly userId: number,
    readonly lock = false,
  ) {
    super();
  }
}
