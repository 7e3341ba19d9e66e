import { Migration } from '@mikro-orm/migrations';

/**
 * Re-authentication before a factor changes, and recovery that recovers (issue 30 §1).
 *
 * `sessions` learns how each session signed in (`sign_in_method`, and `sign_in_factor_at`: when the factor that
 * signed it in was added, null for the password, the account's first factor), whether a TOTP code was given
 * in it (`second_factor_at`: at the sign-in, or entered later; admin routes need one), and its last proof of
 * presence (`reauthenticated_at`, with the method and the age of the factor that gave it). Sessions from
 * before are taken as password sign-ins without a code: an admin enters one again.
 *
 * `passkeys.suspended_at` and `totp_credentials.suspended_at`: a password reset by email suspends every factor
 * added in the 7 days before it; a suspended factor signs nobody in until its owner keeps it through the link
 * mailed for it (`account_tokens` of purpose `keep_factor`, whose `subject` names the factor).
 *
 * `webauthn_challenges` gets the purpose `reauth`: a passkey's answer that proves presence, for one account.
 */
export class Migration20261128010000_reauthentication extends Migration {
  override up(): void {
    this.addSql(`
      ALTER TABLE sessions
        ADD COLUMN sign_in_method varchar(20) NOT NULL DEFAULT 'password'
          CHECK (sign_in_method IN ('registration', 'password', 'totp', 'recovery_code', 'passkey')),
        ADD COLUMN sign_in_factor_at timestamptz,
        ADD COLUMN second_factor_at timestamptz,
        ADD COLUMN reauthenticated_at timestamptz,
        ADD COLUMN reauth_method varchar(20)
          CHECK (reauth_method IN ('password', 'totp', 'recovery_code', 'passkey')),
        ADD COLUMN reauth_factor_at timestamptz`);
    this.addSql('ALTER TABLE passkeys ADD COLUMN suspended_at timestamptz');
    this.addSql('ALTER TABLE totp_credentials ADD COLUMN suspended_at timestamptz');
    this.addSql('ALTER TABLE account_tokens ADD COLUMN subject varchar(40)');
    this.addSql(`
      ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check,
        ADD CONSTRAINT account_tokens_purpose_check
          CHECK (purpose IN ('verify_email', 'reset_password', 'change_email', 'keep_factor'))`);
    this.addSql(`
      ALTER TABLE webauthn_challenges DROP CONSTRAINT webauthn_challenges_purpose_check,
        ADD CONSTRAINT webauthn_challenges_purpose_check CHECK (purpose IN ('register', 'sign_in', 'reauth'))`);
  }

  override down(): void {
    this.addSql("DELETE FROM webauthn_challenges WHERE purpose = 'reauth'");
    this.addSql(`
      ALTER TABLE webauthn_challenges DROP CONSTRAINT webauthn_challenges_purpose_check,
        ADD CONSTRAINT webauthn_challenges_purpose_check CHECK (purpose IN ('register', 'sign_in'))`);
    this.addSql("DELETE FROM account_tokens WHERE purpose = 'keep_factor'");
    this.addSql(`
      ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check,
        ADD CONSTRAINT account_tokens_purpose_check
          CHECK (purpose IN ('verify_email', 'reset_password', 'change_email'))`);
    this.addSql('ALTER TABLE account_tokens DROP COLUMN subject');
    this.addSql('ALTER TABLE totp_credentials DROP COLUMN suspended_at');
    this.addSql('ALTER TABLE passkeys DROP COLUMN suspended_at');
    this.addSql(`
      ALTER TABLE sessions DROP COLUMN sign_in_method, DROP COLUMN sign_in_factor_at, DROP COLUMN second_factor_at,
        DROP COLUMN reauthenticated_at, DROP COLUMN reauth_method, DROP COLUMN reauth_factor_at`);
  }
}
