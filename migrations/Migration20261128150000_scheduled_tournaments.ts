import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32 §2: scheduled tournaments. The operator's schedules, and each occurrence is a SCHEDULED tournament
 * naming its schedule and its `starts_at`. One tournament per occurrence, enforced by a unique index rather than
 * by a check in code, so sweeps racing on several instances open each occurrence exactly once. Like a house
 * table, an occurrence has no creator who took a seat.
 */
/** The entry types as of this migration (see Migration20261126300000_ledger_entry_types): one added. */
const TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'TOURNAMENT_FEE',
  'TOURNAMENT_WIN',
  'WITHDRAWAL_REFUND',
  'TOURNAMENT_REFUND',
  'DEPOSIT_REFUND',
  'DEPOSIT_DISPUTE',
  'DISPUTE_WON',
  'WITHDRAWAL_PAYOUT',
  'HOUSE_RAKE',
];
const listed = (types: string[]) => types.map((type) => `'${type}'`).join(', ');

export class Migration20261128150000_scheduled_tournaments extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE tournament_schedules (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        description text NOT NULL DEFAULT '',
        entry_fee bigint NOT NULL CONSTRAINT tournament_schedules_entry_fee_check CHECK (entry_fee > 0),
        game_mode varchar(10) NOT NULL
          CONSTRAINT tournament_schedules_game_mode_check CHECK (game_mode IN ('BLITZ', 'CLASSIC')),
        payouts integer[] NOT NULL DEFAULT '{100}',
        move_timeout integer NOT NULL CONSTRAINT tournament_schedules_move_timeout_check CHECK (move_timeout > 0),
        min_players integer NOT NULL,
        max_players integer NOT NULL
          CONSTRAINT tournament_schedules_max_players_check CHECK (max_players IN (2, 4, 8, 16, 32, 64, 128, 256)),
        starts_at timestamptz NOT NULL,
        repeat varchar(6) NOT NULL CONSTRAINT tournament_schedules_repeat_check CHECK (repeat IN ('none', 'daily', 'weekly')),
        guaranteed_prize bigint NULL CONSTRAINT tournament_schedules_guarantee_check CHECK (guaranteed_prize > 0),
        registration_opens_hours integer NOT NULL DEFAULT 24
          CONSTRAINT tournament_schedules_opens_check CHECK (registration_opens_hours BETWEEN 1 AND 720),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz NULL,
        CONSTRAINT tournament_schedules_players_check CHECK (min_players >= 2 AND min_players <= max_players)
      )`);
    this.addSql(`
      ALTER TABLE tournaments
        ADD COLUMN schedule_id integer NULL CONSTRAINT tournaments_schedule_id_foreign REFERENCES tournament_schedules (id),
        ADD COLUMN starts_at timestamptz NULL,
        ADD COLUMN min_players integer NULL,
        ADD COLUMN guaranteed_prize bigint NULL`);
    this.addSql('ALTER TABLE tournaments DROP CONSTRAINT tournaments_house_table_check');
    this.addSql(`
      ALTER TABLE tournaments ADD CONSTRAINT tournaments_house_table_check
        CHECK ((template_id IS NULL) = (kind <> 'SIT_AND_GO') AND (schedule_id IS NULL) = (kind <> 'SCHEDULED')
          AND (created_by IS NOT NULL OR template_id IS NOT NULL OR schedule_id IS NOT NULL))`);
    this.addSql(`
      ALTER TABLE tournaments ADD CONSTRAINT tournaments_scheduled_check
        CHECK ((schedule_id IS NULL) = (starts_at IS NULL) AND (schedule_id IS NULL) = (min_players IS NULL))`);
    // The pool was the full field's fees less the rake; a scheduled tournament's follows who registered, and at
    // its start may be topped up to the guarantee, so the rule holds for the others only. The old check was
    // unnamed: it is found by what it says.
    this.addSql(`
      DO $$
      DECLARE name text;
      BEGIN
        SELECT conname INTO name FROM pg_constraint
          WHERE conrelid = 'tournaments'::regclass AND contype = 'c'
            AND pg_get_constraintdef(oid) LIKE '%(rake + prize_pool) = (entry_fee * max_players)%';
        IF name IS NOT NULL THEN EXECUTE format('ALTER TABLE tournaments DROP CONSTRAINT %I', name); END IF;
      END $$`);
    this.addSql(`
      ALTER TABLE tournaments ADD CONSTRAINT tournaments_pool_check
        CHECK (kind = 'SCHEDULED' OR rake + prize_pool = entry_fee * max_players)`);
    this.addSql('ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_type');
    this.addSql(
      `ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_type CHECK (type IN (${listed([...TYPES, 'TOURNAMENT_OVERLAY'])}))`,
    );
    // A bye: a round-1 match of one player, completed at the start with that player through (issue 32 §2).
    this.addSql('ALTER TABLE matches ADD COLUMN bye boolean NOT NULL DEFAULT false');
    this.addSql('ALTER TABLE matches DROP CONSTRAINT matches_started_with_players');
    this.addSql(`
      ALTER TABLE matches ADD CONSTRAINT matches_started_with_players
        CHECK (status = 'PENDING' OR bye OR (player1_id IS NOT NULL AND player2_id IS NOT NULL))`);
    this.addSql(`
      ALTER TABLE matches ADD CONSTRAINT matches_bye_check
        CHECK (NOT bye OR (round_number = 1 AND status = 'COMPLETED' AND player2_id IS NULL AND winner_id = player1_id))`);
    this.addSql(
      'CREATE UNIQUE INDEX tournaments_one_per_occurrence ON tournaments (schedule_id, starts_at) WHERE schedule_id IS NOT NULL',
    );
  }

  override down(): void {
    this.addSql('DROP INDEX tournaments_one_per_occurrence');
    // A played bye stays as it was: the restored check refuses the rollback rather than rewrite history.
    this.addSql('ALTER TABLE matches DROP CONSTRAINT matches_bye_check');
    this.addSql('ALTER TABLE matches DROP CONSTRAINT matches_started_with_players');
    this.addSql(`
      ALTER TABLE matches ADD CONSTRAINT matches_started_with_players
        CHECK (status = 'PENDING' OR (player1_id IS NOT NULL AND player2_id IS NOT NULL))`);
    this.addSql('ALTER TABLE matches DROP COLUMN bye');
    this.addSql('ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_type');
    this.addSql(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_type CHECK (type IN (${listed(TYPES)}))`);
    this.addSql('ALTER TABLE tournaments DROP CONSTRAINT tournaments_pool_check');
    this.addSql(
      'ALTER TABLE tournaments ADD CONSTRAINT tournaments_pool_check CHECK (rake + prize_pool = entry_fee * max_players)',
    );
    this.addSql('ALTER TABLE tournaments DROP CONSTRAINT tournaments_scheduled_check');
    this.addSql('ALTER TABLE tournaments DROP CONSTRAINT tournaments_house_table_check');
    // Occurrences have no creator to give back: the constraint below refuses the rollback while any exists.
    this.addSql(`
      ALTER TABLE tournaments ADD CONSTRAINT tournaments_house_table_check
        CHECK ((template_id IS NULL) = (kind <> 'SIT_AND_GO') AND (created_by IS NOT NULL OR template_id IS NOT NULL))`);
    this.addSql(
      'ALTER TABLE tournaments DROP COLUMN schedule_id, DROP COLUMN starts_at, DROP COLUMN min_players, DROP COLUMN guaranteed_prize',
    );
    this.addSql('DROP TABLE tournament_schedules');
  }
}
