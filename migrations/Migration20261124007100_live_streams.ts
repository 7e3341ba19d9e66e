import { Migration } from '@mikro-orm/migrations';

/**
 * Open live streams, counted across instances (the caps per user, per client address). Each instance keeps a
 * row it touches every few seconds; its streams hang off it, so an instance that died (kill -9, a lost host)
 * stops counting once its row is old, and the next live instance to notice deletes it and, by the cascade, them.
 */
export class Migration20261124007100_live_streams extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE live_instances (
        id uuid PRIMARY KEY,
        seen_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE live_streams (
        id uuid PRIMARY KEY,
        instance_id uuid NOT NULL REFERENCES live_instances (id) ON DELETE CASCADE,
        user_id integer NOT NULL,
        address text NOT NULL,
        opened_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX live_streams_user ON live_streams (user_id)');
    this.addSql('CREATE INDEX live_streams_address ON live_streams (address)');
    this.addSql('CREATE INDEX live_streams_instance ON live_streams (instance_id)');
  }

  override down(): void {
    this.addSql('DROP TABLE live_streams');
    this.addSql('DROP TABLE live_instances');
  }
}
