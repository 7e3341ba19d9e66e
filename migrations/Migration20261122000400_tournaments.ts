import { Migration } from '@mikro-orm/migrations';

/** The tournaments context's tables. */
export class Migration20261122000400_tournaments extends Migration {
  override up(): void {
    // filled in by the tournaments context's work
  }
}
