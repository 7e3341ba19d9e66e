import { cents, ZERO_CENTS, type Cents } from '../../../shared/money/money.js';
import type { AccountRef } from '../contracts/ledger.types.js';
import { insufficientFunds, OverdraftRefused } from './ledger-errors.js';
import type { AccountIdentity } from './account-key.js';

/**
 * An account with its running balance in cents, as the posting path locked it (persistence/journal.repository.ts
 * reads and writes the rows in SQL; no ORM schema maps them). The rule of what a balance may become lives here,
 * and the planner applies it.
 */
export class LedgerAccount {
  id!: number;
  key: string;
  kind: AccountRef['kind'];
  name: string;
  userId: number | null;
  tournamentId: number | null;
  allowsNegative: boolean;
  balance: Cents = ZERO_CENTS;

  constructor(identity: AccountIdentity) {
    this.key = identity.key;
    this.kind = identity.kind;
    this.name = identity.name;
    this.userId = identity.userId;
    this.tournamentId = identity.tournamentId;
    this.allowsNegative = identity.allowsNegative;
  }

  /** Applies one posting and returns the balance after it; refuses an overdraft before anything is written. */
  post(amount: Cents): Cents {
    const next = this.balance + amount;
    if (next < 0 && !this.allowsNegative) {
      // A player short of money is an everyday refusal; any other account going negative is a bug upstream.
      throw this.kind === 'WALLET' ? insufficientFunds() : new OverdraftRefused(this.key, this.balance, amount);
    }
    // A receivable holds a debt: above zero it would be coins owed to the player, which belong on the wallet.
    if (next > 0 && this.kind === 'RECEIVABLE') throw new OverdraftRefused(this.key, this.balance, amount);
    if (!Number.isSafeInteger(next)) throw new Error(`Balance of ${this.key} would overflow`);
    this.balance = cents(next);
    return this.balance;
  }
}
