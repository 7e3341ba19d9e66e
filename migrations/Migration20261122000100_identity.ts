import { Migration } from '@mikro-orm/migrations';

/** Users with their stats read model, rotating refresh tokens, and login failures for throttling. */
export class Migration20261122000100_identity extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(30) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        role varchar(10) NOT NULL DEFAULT 'PLAYER' CHECK (role IN ('PLAYER', 'ADMIN')),
        is_blocked boolean NOT NULL DEFAULT false,
        wins integer NOT NULL DEFAULT 0 CHECK (wins >= 0),
        losses integer NOT NULL DEFAULT 0 CHECK (losses >= 0),
        rating integer NOT NULL DEFAULT 1000,
        money_won bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE UNIQUE INDEX users_username_ci ON users (lower(username))');
    this.addSql('CREATE UNIQUE INDEX users_email_ci ON users (lower(email))');
    this.addSql(`
      CREATE TABLE refresh_tokens (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id),
        family_id uuid NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id)');
    this.addSql('CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id)');
    this.addSql(`
      CREATE TABLE login_failures (
        id bigserial PRIMARY KEY,
        username_key varchar(254) NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX login_failures_key_time ON login_failures (username_key, failed_at)');
  }
}
