import { Migration } from '@mikro-orm/migrations';

/**
 * New accounts per client address, for the hourly cap on registrations (REGISTRATIONS_PER_ADDRESS_PER_HOUR).
 * A row lives an hour: each registration deletes the ones that aged out, so addresses are not kept longer.
 */
export class Migration20261124002000_registration_throttle extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE registrations_by_address (
        id bigserial PRIMARY KEY,
        address text NOT NULL,
        registered_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX registrations_by_address_address ON registrations_by_address (address, registered_at)');
    this.addSql('CREATE INDEX registrations_by_address_time ON registrations_by_address (registered_at)');
  }

  override down(): void {
    this.addSql('DROP TABLE registrations_by_address');
  }
}
