import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30 §2 and §3 (age).
 *
 * `exclusion_register`: one row per player and kind of break (self-exclusion, time-out) in force, with the facts a
 * second account is compared against: the normalised email, the date of birth and the client addresses the player
 * used in the 30 days before. No foreign key to `users`: the entry outlives the account. `ends_at` is null for a
 * self-exclusion until the player asks to reopen (then the reopening time); a time-out's is its end. An entry that
 * has ended is deleted by the next write, addresses and all.
 *
 * `date_of_birth_declarations`: every date of birth given, with what became of it (accepted, under age, or tried
 * after an under-age refusal), so an admin sees every date an account tried. A refused registration has no account
 * (`user_id` null) but keeps its client address and normalised email for a day's comparison; such rows go after 90
 * days unless a hold points at them.
 *
 * `review_holds`: why an account waits for an admin (a near match in the register, an under-age refusal). While one
 * is open, `player_protection.review_held_since` is set: the deposit and stake checks read it from the row they
 * lock anyway. A hold on a register entry is unique per reason, so one cleared is not raised again for that entry.
 */
export class Migration20261128020000_exclusion_register extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE exclusion_register (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL,
        kind varchar(20) NOT NULL CHECK (kind IN ('self_exclusion', 'time_out')),
        email_key varchar(254) NOT NULL,
        date_of_birth date,
        addresses text[] NOT NULL DEFAULT '{}',
        starts_at timestamptz NOT NULL DEFAULT now(),
        period_ends_at timestamptz NOT NULL,
        ends_at timestamptz,
        UNIQUE (user_id, kind)
      )`);
    this.addSql('CREATE INDEX exclusion_register_email ON exclusion_register (email_key)');
    this.addSql(
      'CREATE INDEX exclusion_register_birth ON exclusion_register (date_of_birth) WHERE date_of_birth IS NOT NULL',
    );
    this.addSql(`
      CREATE TABLE date_of_birth_declarations (
        id bigserial PRIMARY KEY,
        user_id integer,
        date_of_birth date NOT NULL,
        source varchar(20) NOT NULL CHECK (source IN ('registration', 'player', 'admin')),
        outcome varchar(20) NOT NULL CHECK (outcome IN ('accepted', 'under_age', 'after_refusal')),
        client_address varchar(64),
        email_key varchar(254),
        declared_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(
      'CREATE INDEX date_of_birth_declarations_user ON date_of_birth_declarations (user_id) WHERE user_id IS NOT NULL',
    );
    this.addSql(
      "CREATE INDEX date_of_birth_declarations_address ON date_of_birth_declarations (client_address, declared_at) WHERE outcome = 'under_age'",
    );
    this.addSql(
      "CREATE INDEX date_of_birth_declarations_email ON date_of_birth_declarations (email_key, declared_at) WHERE outcome = 'under_age'",
    );
    this.addSql(`
      CREATE TABLE review_holds (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reason varchar(30) NOT NULL
          CHECK (reason IN ('exclusion_match', 'exclusion_near_match', 'age_refused', 'age_refused_nearby')),
        register_entry_id bigint,
        declaration_ids bigint[] NOT NULL DEFAULT '{}',
        detail text NOT NULL,
        held_at timestamptz NOT NULL DEFAULT now(),
        cleared_at timestamptz,
        cleared_by integer,
        clear_note text
      )`);
    this.addSql('CREATE INDEX review_holds_user ON review_holds (user_id)');
    this.addSql(
      'CREATE UNIQUE INDEX review_holds_entry ON review_holds (user_id, reason, register_entry_id) WHERE register_entry_id IS NOT NULL',
    );
    this.addSql('ALTER TABLE player_protection ADD COLUMN review_held_since timestamptz');
  }

  override down(): void {
    this.addSql('ALTER TABLE player_protection DROP COLUMN review_held_since');
    this.addSql('DROP TABLE review_holds');
    this.addSql('DROP TABLE date_of_birth_declarations');
    this.addSql('DROP TABLE exclusion_register');
  }
}
