import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in by TOTP (issue 21 §3). `users.two_factor_enabled_at` says whether the account has it (the
 * profile, the admin routes and the sign-in read that one column). `totp_credentials` holds one authenticator a
 * user: its secret encrypted (AES-256-GCM, docs/decisions.md), `confirmed_at` null while set up but not yet
 * confirmed, and the last time step a code was accepted for, so no code works twice. `recovery_codes` holds the
 * ten single-use codes as SHA-256. `mfa_challenges` are the second steps of sign-ins: a token (its SHA-256) that
 * lives five minutes and works once.
 */
export class Migration20261125100000_two_factor extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE users ADD COLUMN two_factor_enabled_at timestamptz');
    this.addSql(`
      CREATE TABLE totp_credentials (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret_ciphertext text NOT NULL,
        confirmed_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE recovery_codes (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      )`);
    this.addSql(`
      CREATE TABLE mfa_challenges (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX mfa_challenges_user ON mfa_challenges (user_id)');
  }

  override down(): void {
    this.addSql('DROP TABLE mfa_challenges');
    this.addSql('DROP TABLE recovery_codes');
    this.addSql('DROP TABLE totp_credentials');
    this.addSql('ALTER TABLE users DROP COLUMN two_factor_enabled_at');
  }
}
