import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32 §1: house tables (Sit & Go). The operator's templates, and each tournament opened from one names it in
 * `template_id`. At most one PENDING tournament per template, enforced here by a partial unique index rather than
 * by a check in code, so no race between instances can open two. A house table has no creator who took a seat,
 * so `created_by` is null for it (and only for it). The three seeded templates give a new operator's lobby its
 * first tables; the reconciling sweep opens one for each at start.
 */
export class Migration20261128110000_sit_and_go extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE sit_and_go_templates (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        entry_fee bigint NOT NULL CONSTRAINT sit_and_go_templates_entry_fee_check CHECK (entry_fee > 0),
        max_players integer NOT NULL
          CONSTRAINT sit_and_go_templates_max_players_check CHECK (max_players IN (2, 4, 8, 16, 32, 64, 128, 256)),
        game_mode varchar(10) NOT NULL
          CONSTRAINT sit_and_go_templates_game_mode_check CHECK (game_mode IN ('BLITZ', 'CLASSIC')),
        payouts integer[] NOT NULL DEFAULT '{100}',
        move_timeout integer NOT NULL CONSTRAINT sit_and_go_templates_move_timeout_check CHECK (move_timeout > 0),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz NULL
      )`);
    this.addSql(`
      ALTER TABLE tournaments ADD COLUMN template_id integer NULL
        CONSTRAINT tournaments_template_id_foreign REFERENCES sit_and_go_templates (id)`);
    this.addSql('ALTER TABLE tournaments ALTER COLUMN created_by DROP NOT NULL');
    this.addSql(`
      ALTER TABLE tournaments ADD CONSTRAINT tournaments_house_table_check
        CHECK ((template_id IS NULL) = (kind <> 'SIT_AND_GO') AND (created_by IS NOT NULL OR template_id IS NOT NULL))`);
    this.addSql(
      `CREATE UNIQUE INDEX tournaments_one_open_per_template ON tournaments (template_id) WHERE status = 'PENDING'`,
    );
    this.addSql(
      'CREATE INDEX tournaments_template_started_idx ON tournaments (template_id, started_at) WHERE template_id IS NOT NULL',
    );
    this.addSql(`
      INSERT INTO sit_and_go_templates (name, entry_fee, max_players, game_mode, payouts, move_timeout) VALUES
        ('Heads-up 1.00', 100, 2, 'BLITZ', '{100}', 60),
        ('Four-seat 2.00', 200, 4, 'BLITZ', '{100}', 60),
        ('Eight-seat 5.00', 500, 8, 'CLASSIC', '{70,30}', 60)`);
  }

  override down(): void {
    this.addSql('DROP INDEX tournaments_template_started_idx');
    this.addSql('DROP INDEX tournaments_one_open_per_template');
    this.addSql('ALTER TABLE tournaments DROP CONSTRAINT tournaments_house_table_check');
    // Tables nobody sat at go; a house table that was played has no creator to give back, so the NOT NULL below
    // refuses the rollback rather than invent one.
    this.addSql(`DELETE FROM tournaments WHERE template_id IS NOT NULL AND current_players = 0 AND started_at IS NULL`);
    this.addSql('ALTER TABLE tournaments ALTER COLUMN created_by SET NOT NULL');
    this.addSql('ALTER TABLE tournaments DROP COLUMN template_id');
    this.addSql('DROP TABLE sit_and_go_templates');
  }
}
