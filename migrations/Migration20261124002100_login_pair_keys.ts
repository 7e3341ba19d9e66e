import { Migration } from '@mikro-orm/migrations';

/**
 * Login failures are counted per (username, address) pair now: the key is the login's username (up to 254
 * characters) and the client's address, which no longer fits varchar(254).
 */
export class Migration20261124002100_login_pair_keys extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE login_failures ALTER COLUMN username_key TYPE text');
  }

  override down(): void {
    this.addSql('DELETE FROM login_failures WHERE length(username_key) > 254');
    this.addSql('ALTER TABLE login_failures ALTER COLUMN username_key TYPE varchar(254)');
  }
}
