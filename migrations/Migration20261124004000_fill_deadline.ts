import { Migration } from '@mikro-orm/migrations';

/**
 * Registration closes at a deadline stored with each tournament, so the sweep that cancels unfilled ones reads
 * it from the database and catches up after a restart. Tournaments made before this migration get the default
 * of a day from their creation (TOURNAMENT_FILL_DEADLINE_SECONDS' default); a deadline already past is swept at
 * the next start. The partial index keeps the sweep's look at PENDING deadlines small.
 */
export class Migration20261124004000_fill_deadline extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE tournaments ADD COLUMN registration_closes_at timestamptz');
    this.addSql("UPDATE tournaments SET registration_closes_at = created_at + interval '1 day'");
    this.addSql('ALTER TABLE tournaments ALTER COLUMN registration_closes_at SET NOT NULL');
    this.addSql(
      "CREATE INDEX tournaments_registration_closes ON tournaments (registration_closes_at) WHERE status = 'PENDING'",
    );
  }

  override down(): void {
    this.addSql('DROP INDEX tournaments_registration_closes');
    this.addSql('ALTER TABLE tournaments DROP COLUMN registration_closes_at');
  }
}
