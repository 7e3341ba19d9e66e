import { Query } from '@nestjs/cqrs';
import type { TransactionType } from './ledger.types.js';

/** A user's spendable wallet balance in cents (0 when the wallet does not exist yet). */
export class GetWalletBalance extends Query<number> {
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

export interface TrialBalance {
  accounts: { id: number; kind: string; name: string; balance: string }[];
  total: string;
}

export class GetTrialBalance extends Query<TrialBalance> {}
