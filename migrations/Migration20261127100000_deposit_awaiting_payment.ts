import { Migration } from '@mikro-orm/migrations';

/**
 * When a checkout was completed with a payment that settles later (a bank debit): the deposit stays PENDING until
 * the money arrives or fails, and meanwhile it keeps counting against the player's deposit limits.
 */
export class Migration20261127100000_deposit_awaiting_payment extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE deposits ADD COLUMN awaiting_payment_since timestamptz');
  }

  override down(): void {
    this.addSql('ALTER TABLE deposits DROP COLUMN awaiting_payment_since');
  }
}
