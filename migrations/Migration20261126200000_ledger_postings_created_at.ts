import { Migration } from '@mikro-orm/migrations';

/**
 * The operator's finance report (issue 24 §3) reads the postings of a period by their time: without an index it
 * would scan the whole journal for a month's figures.
 */
export class Migration20261126200000_ledger_postings_created_at extends Migration {
  override up(): void {
    this.addSql('CREATE INDEX ledger_postings_created_at ON ledger_postings (created_at)');
  }

  override down(): void {
    this.addSql('DROP INDEX ledger_postings_created_at');
  }
}
