import { Migration } from '@mikro-orm/migrations';

/**
 * Tournaments and their participants. User ids are plain integers: users belong to identity, which this
 * context reaches only through its queries. Money columns are bigint cents; the fees themselves live in the
 * ledger's escrow account of each tournament.
 */
export class Migration20261122000400_tournaments extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE tournaments (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL CHECK (length(btrim(name)) > 0),
        description text NOT NULL DEFAULT '',
        entry_fee bigint NOT NULL CHECK (entry_fee > 0),
        max_players integer NOT NULL CHECK (max_players IN (2, 4, 8, 16, 32, 64, 128, 256)),
        game_mode varchar(10) NOT NULL CHECK (game_mode IN ('BLITZ', 'CLASSIC')),
        status varchar(10) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACTIVE', 'COMPLETED', 'CANCELLED')),
        rake_percent integer NOT NULL DEFAULT 0 CHECK (rake_percent BETWEEN 0 AND 100),
        rake bigint NOT NULL DEFAULT 0 CHECK (rake >= 0),
        prize_pool bigint NOT NULL CHECK (prize_pool >= 0),
        current_players integer NOT NULL DEFAULT 0,
        current_round integer NOT NULL DEFAULT 0,
        total_rounds integer NOT NULL CHECK (total_rounds BETWEEN 1 AND 8),
        winner_id integer,
        created_by integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        completed_at timestamptz,
        cancelled_at timestamptz,
        prize_paid_at timestamptz,
        CHECK (current_players BETWEEN 0 AND max_players),
        CHECK (rake + prize_pool = entry_fee * max_players),
        CHECK ((status = 'COMPLETED') = (winner_id IS NOT NULL))
      )`);
    this.addSql('CREATE INDEX tournaments_status_id ON tournaments (status, id DESC)');
    this.addSql('CREATE INDEX tournaments_created_by ON tournaments (created_by)');
    this.addSql(`
      CREATE TABLE tournament_participants (
        id bigserial PRIMARY KEY,
        tournament_id integer NOT NULL REFERENCES tournaments (id),
        user_id integer NOT NULL,
        seed integer CHECK (seed >= 1),
        placement integer CHECK (placement >= 1),
        eliminated_round integer,
        joined_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tournament_participants_once UNIQUE (tournament_id, user_id),
        CONSTRAINT tournament_participants_seed UNIQUE (tournament_id, seed)
      )`);
    this.addSql('CREATE INDEX tournament_participants_user ON tournament_participants (user_id, tournament_id)');
  }
}
