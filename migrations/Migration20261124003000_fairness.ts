import { Migration } from '@mikro-orm/migrations';

/**
 * The provably fair timer (docs/fairness.md): every game gets a secret 32-byte seed, as 64 hex digits, drawn
 * when it is created. Games created before this migration keep none (their fairness shows as null and their
 * timer moves stay plain random draws): a seed drawn now would commit to nothing their past moves followed.
 */
export class Migration20261124003000_fairness extends Migration {
  override up(): void {
    this.addSql(`ALTER TABLE games ADD COLUMN fairness_seed char(64) CHECK (fairness_seed ~ '^[0-9a-f]{64}$')`);
  }

  override down(): void {
    this.addSql('ALTER TABLE games DROP COLUMN fairness_seed');
  }
}
