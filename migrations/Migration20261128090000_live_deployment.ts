import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35 §1: one random id per database, made once. The live bus names its Redis stream with it, so two
 * deployments sharing a Redis (staging beside production, both on an embedded database called `spockout`) never
 * read each other's batches: a foreign batch number would move an instance's position past its own batches.
 */
export class Migration20261128090000_live_deployment extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE live_deployment (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        key uuid NOT NULL DEFAULT gen_random_uuid()
      )`);
    this.addSql('INSERT INTO live_deployment DEFAULT VALUES');
  }

  override down(): void {
    this.addSql('DROP TABLE live_deployment');
  }
}
