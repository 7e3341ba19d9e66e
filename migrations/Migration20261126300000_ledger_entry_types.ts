import { Migration } from '@mikro-orm/migrations';

/**
 * An entry's type is one the ledger knows (TRANSACTION_TYPES in ledger.types.ts): the wallet's history, the finance
 * report and the risk signals read it, and a misspelt type would drop its money from their sums without a word.
 * The list is written out, not imported, so this migration stays what it was when it ran; a new type comes with a
 * migration that replaces the constraint (a test compares the two lists).
 */
const TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'TOURNAMENT_FEE',
  'TOURNAMENT_WIN',
  'WITHDRAWAL_REFUND',
  'TOURNAMENT_REFUND',
  'DEPOSIT_REFUND',
  'DEPOSIT_DISPUTE',
  'DISPUTE_WON',
  'WITHDRAWAL_PAYOUT',
  'HOUSE_RAKE',
];

export class Migration20261126300000_ledger_entry_types extends Migration {
  override up(): void {
    const list = TYPES.map((type) => `'${type}'`).join(', ');
    this.addSql(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_type CHECK (type IN (${list}))`);
  }

  override down(): void {
    this.addSql('ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_type');
  }
}
