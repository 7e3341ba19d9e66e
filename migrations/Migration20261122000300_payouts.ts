import { Migration } from '@mikro-orm/migrations';

/** The payouts context's tables. */
export class Migration20261122000300_payouts extends Migration {
  override up(): void {
    // filled in by the payouts context's work
  }
}
