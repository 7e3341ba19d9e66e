import { Migration } from '@mikro-orm/migrations';

/**
 * The gameplay context's tables: matches, their games, and one move per player per game.
 * Player and tournament ids are not foreign keys: those rows belong to other contexts, and tests build
 * matches without a tournament.
 */
export class Migration20261122000500_gameplay extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE matches (
        id serial PRIMARY KEY,
        tournament_id integer NOT NULL,
        tournament_name text NOT NULL,
        round_number integer NOT NULL CHECK (round_number >= 1),
        match_number integer NOT NULL CHECK (match_number >= 1),
        total_rounds integer NOT NULL CHECK (total_rounds >= 1),
        max_games integer NOT NULL CHECK (max_games >= 1 AND max_games % 2 = 1),
        player1_id integer,
        player2_id integer,
        player1_score integer NOT NULL DEFAULT 0 CHECK (player1_score >= 0),
        player2_score integer NOT NULL DEFAULT 0 CHECK (player2_score >= 0),
        winner_id integer,
        status varchar(12) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'IN_PROGRESS', 'COMPLETED')),
        started_at timestamptz,
        completed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT matches_slot UNIQUE (tournament_id, round_number, match_number),
        CONSTRAINT matches_round_in_range CHECK (round_number <= total_rounds),
        CONSTRAINT matches_distinct_players CHECK (player1_id IS NULL OR player2_id IS NULL OR player1_id <> player2_id),
        CONSTRAINT matches_started_with_players CHECK (status = 'PENDING' OR (player1_id IS NOT NULL AND player2_id IS NOT NULL)),
        CONSTRAINT matches_winner_when_completed CHECK ((status = 'COMPLETED') = (winner_id IS NOT NULL)),
        CONSTRAINT matches_winner_is_player CHECK (winner_id IS NULL OR winner_id = player1_id OR winner_id = player2_id)
      )`);
    this.addSql('CREATE INDEX matches_player1 ON matches (player1_id)');
    this.addSql('CREATE INDEX matches_player2 ON matches (player2_id)');

    this.addSql(`
      CREATE TABLE games (
        id serial PRIMARY KEY,
        match_id integer NOT NULL REFERENCES matches (id),
        game_number integer NOT NULL CHECK (game_number >= 1),
        status varchar(12) NOT NULL DEFAULT 'IN_PROGRESS' CHECK (status IN ('IN_PROGRESS', 'COMPLETED')),
        started_at timestamptz NOT NULL,
        player1_deadline timestamptz NOT NULL,
        player2_deadline timestamptz NOT NULL,
        completed_at timestamptz,
        winner_id integer,
        result_description text,
        CONSTRAINT games_number UNIQUE (match_id, game_number),
        CONSTRAINT games_completed_fields CHECK (
          (status = 'COMPLETED') = (completed_at IS NOT NULL AND result_description IS NOT NULL)
        )
      )`);
    // A match has at most one open game: the current one.
    this.addSql(`CREATE UNIQUE INDEX games_one_open_per_match ON games (match_id) WHERE status = 'IN_PROGRESS'`);
    // What the move-timeout sweep scans: open games by their earliest deadline.
    this.addSql(
      `CREATE INDEX games_due ON games (least(player1_deadline, player2_deadline)) WHERE status = 'IN_PROGRESS'`,
    );

    this.addSql(`
      CREATE TABLE moves (
        id bigserial PRIMARY KEY,
        game_id integer NOT NULL REFERENCES games (id),
        user_id integer NOT NULL,
        choice varchar(8) NOT NULL CHECK (choice IN ('ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD')),
        auto boolean NOT NULL DEFAULT false,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        -- A human move and the timer can never both land for one player in one game.
        CONSTRAINT moves_one_per_player UNIQUE (game_id, user_id)
      )`);
  }
}
