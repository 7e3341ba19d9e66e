import { Migration } from '@mikro-orm/migrations';

/**
 * Verified email, password reset and change of email (issue 21 §2). A user's address is verified once
 * `email_verified_at` is set (admins count as verified whatever it holds). One-time tokens of the three
 * purposes live in `account_tokens`, as their SHA-256 only, with the address they were mailed to, an expiry
 * and the time they were used. `account_action_attempts` counts the mails asked for (forgot password, resend)
 * per key, so their throttles hold across instances.
 */
export class Migration20261125002000_account_tokens extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE users ADD COLUMN email_verified_at timestamptz');
    this.addSql(`
      CREATE TABLE account_tokens (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose varchar(20) NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email')),
        token_hash char(64) NOT NULL UNIQUE,
        email varchar(254) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose) WHERE used_at IS NULL');
    this.addSql(`
      CREATE TABLE account_action_attempts (
        id bigserial PRIMARY KEY,
        throttle_key varchar(300) NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX account_action_attempts_key ON account_action_attempts (throttle_key, attempted_at)');
  }

  override down(): void {
    this.addSql('DROP TABLE account_action_attempts');
    this.addSql('DROP TABLE account_tokens');
    this.addSql('ALTER TABLE users DROP COLUMN email_verified_at');
  }
}
