import { Migration } from '@mikro-orm/migrations';

/** The gameplay context's tables. */
export class Migration20261122000500_gameplay extends Migration {
  override up(): void {
    // filled in by the gameplay context's work
  }
}
