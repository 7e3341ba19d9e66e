import { Migration } from '@mikro-orm/migrations';

/**
 * Facts the withdrawal reviewer's risk signals read. Identity keeps the client addresses a user logged in or
 * registered from (one row per user and address, its last sighting; kept 90 days, docs/security.md), searched
 * by address to find two users behind one address; an erased user takes their addresses along. Tournaments
 * finds a user's prizes by champion.
 */
export class Migration20261124006000_risk_signals extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE client_addresses (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        address varchar(64) NOT NULL,
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, address)
      )`);
    this.addSql('CREATE INDEX client_addresses_address ON client_addresses (address, user_id)');
    // What the retention delete scans.
    this.addSql('CREATE INDEX client_addresses_last_seen ON client_addresses (last_seen_at)');
    this.addSql('CREATE INDEX tournaments_winner ON tournaments (winner_id, completed_at) WHERE winner_id IS NOT NULL');
  }

  override down(): void {
    this.addSql('DROP INDEX tournaments_winner');
    this.addSql('DROP TABLE client_addresses');
  }
}
