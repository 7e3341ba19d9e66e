import type { Cents } from '../../../shared/money/money.js';

/** The kinds of movement a player sees in their transaction list. */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'TOURNAMENT_FEE',
  'TOURNAMENT_WIN',
  'WITHDRAWAL_REFUND',
  'TOURNAMENT_REFUND',
  // A payment provider took back a deposit (refund, dispute) or gave a disputed one back.
  'DEPOSIT_REFUND',
  'DEPOSIT_DISPUTE',
  'DISPUTE_WON',
  // House-side movements (withdrawal payout to cash out, rake); never on a wallet.
  'WITHDRAWAL_PAYOUT',
  'HOUSE_RAKE',
  // The house's top-up of a scheduled tournament's pool to its guarantee (issue 32 §2); never on a wallet.
  'TOURNAMENT_OVERLAY',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_TYPE_DISPLAY: Record<TransactionType, string> = {
  DEPOSIT: 'Deposit',
  WITHDRAW: 'Withdrawal',
  TOURNAMENT_FEE: 'Tournament Entry Fee',
  TOURNAMENT_WIN: 'Tournament Winnings',
  WITHDRAWAL_REFUND: 'Withdrawal Refund',
  TOURNAMENT_REFUND: 'Tournament Refund',
  DEPOSIT_REFUND: 'Deposit Refunded',
  DEPOSIT_DISPUTE: 'Deposit Disputed',
  DISPUTE_WON: 'Dispute Won',
  WITHDRAWAL_PAYOUT: 'Withdrawal Payout',
  HOUSE_RAKE: 'House Rake',
  TOURNAMENT_OVERLAY: 'Guarantee Overlay',
};

/** PROMOTIONS is the house's budget for guarantees (issue 32 §2): the overlays are paid from it. */
export type SystemAccountCode = 'CASH_IN' | 'CASH_OUT' | 'WITHDRAWAL_HOLDS' | 'HOUSE' | 'PROMOTIONS';

/** Which account a posting touches; accounts are created on first use. */
export type AccountRef =
  | { kind: 'WALLET'; userId: number }
  | { kind: 'ESCROW'; tournamentId: number }
  | { kind: 'SYSTEM'; code: SystemAccountCode }
  /**
   * What a player owes after a refund or dispute took back more than their wallet held, as a balance below
   * zero (never above); never spendable.
   */
  | { kind: 'RECEIVABLE'; userId: number };

export const wallet = (userId: number): AccountRef => ({ kind: 'WALLET', userId });
export const escrow = (tournamentId: number): AccountRef => ({ kind: 'ESCROW', tournamentId });
export const receivable = (userId: number): AccountRef => ({ kind: 'RECEIVABLE', userId });
export const system = (code: SystemAccountCode): AccountRef => ({ kind: 'SYSTEM', code });

/** One leg of a journal entry: positive adds to the account's balance, negative takes from it. */
export interface PostingLeg {
  account: AccountRef;
  amount: Cents;
}
