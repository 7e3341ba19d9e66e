import { Query } from '@nestjs/cqrs';

/** Balances at the end of a UTC day (or of the period), as API money strings. */
export interface FinanceBalances {
  /** Entry fees held in the escrow of tournaments not yet paid out or refunded. */
  escrow: string;
  /** Players' spendable coins. */
  wallets: string;
  /** Withdrawals requested and awaiting an admin (still owed to the players). */
  holds: string;
  /** What the operator owes the players: wallets plus holds. */
  liabilities: string;
  /** The house's accounts: rake kept, less what guarantees cost (the promotions account, issue 32 §2). */
  house: string;
  /** What players owe after refunds or disputes larger than their wallet (receivable accounts), as a positive sum. */
  owed: string;
}

/** What moved across the operator's boundary (cash in, cash out) and into the house in one day or the period. */
export interface FinanceFlows {
  /** Deposits credited. */
  deposits: string;
  /** Withdrawals approved: paid out. */
  withdrawals: string;
  /** Deposits refunded by the provider and taken back. */
  refunds: string;
  /** Deposits disputed and taken back. */
  disputes: string;
  /** Disputes won: given back. */
  disputes_won: string;
  /** refunds + disputes - disputes_won. */
  taken_back: string;
  /** Rake earned by the house from prizes. */
  rake: string;
  /** Entry fees taken into tournaments' escrow (the turnover), less the fees refunded (issue 32 §2). */
  entry_fees: string;
  /** What the house added to scheduled tournaments' pools to meet their guarantees (the overlay, issue 32 §2). */
  overlay: string;
}

export interface FinanceDay extends FinanceFlows, FinanceBalances {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
}

export interface FinanceReport {
  from: string;
  to: string;
  /** One row per UTC day from `from` to `to`, oldest first, days without movement included. */
  days: FinanceDay[];
  /** The period: flows summed, balances at its end. */
  total: FinanceFlows & FinanceBalances;
  /** Balances at the start of the period (the end of the day before `from`). */
  opening: FinanceBalances;
}

/**
 * The operator's figures per UTC day over [from, to] (YYYY-MM-DD as asked; `to` defaults to today, `from` to 30
 * days ending at `to`). A date that is not a day, a start after the end or more than 366 days is a field error.
 */
export class GetFinanceReport extends Query<FinanceReport> {
  constructor(
    readonly from?: string,
    readonly to?: string,
  ) {
    super();
  }
}
