import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions and passkeys (issue 21 §3–§4). A session is one sign-in, i.e. one refresh-token family: `sessions`
 * names it with a public id of its own (the family id, the access token's `sid`, never leaves the tokens),
 * where and from what it signed in, and when it was last refreshed. Whether it is live is the refresh tokens'
 * business (a family with an unspent, unrevoked, unexpired token). `passkeys` holds each WebAuthn credential's
 * public key and signature counter; `webauthn_challenges` the challenges handed out, each spent by the one
 * answer that uses it, so any instance can check an answer to a challenge another one issued.
 */
export class Migration20261125110000_sessions_passkeys extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        family_id uuid NOT NULL UNIQUE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        address varchar(64) NOT NULL,
        user_agent varchar(512) NOT NULL,
        device varchar(120) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX sessions_user ON sessions (user_id, created_at)');
    this.addSql(`
      CREATE TABLE passkeys (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        credential_id varchar(1400) NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports varchar(200) NOT NULL DEFAULT '',
        name varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    this.addSql('CREATE INDEX passkeys_user ON passkeys (user_id)');
    this.addSql(`
      CREATE TABLE webauthn_challenges (
        challenge varchar(64) PRIMARY KEY,
        purpose varchar(10) NOT NULL CHECK (purpose IN ('register', 'sign_in')),
        user_id integer REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    this.addSql('CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at)');
  }

  override down(): void {
    this.addSql('DROP TABLE webauthn_challenges');
    this.addSql('DROP TABLE passkeys');
    this.addSql('DROP TABLE sessions');
  }
}
