import { Migration } from '@mikro-orm/migrations';

/** The ledger context's tables. */
export class Migration20261122000200_ledger extends Migration {
  override up(): void {
    // filled in by the ledger context's work
  }
}
