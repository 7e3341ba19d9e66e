import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 33 §1: a challenge by link. Its stakes, pace, seats, escrow and expiry are its CHALLENGE tournament's
 * (created with it, `registration_closes_at` its expiry): the row adds who may accept, the share token and the
 * status the players read. A match of a challenge is not listed (`matches.listed`): the live list, and spectators
 * who are not its players, never see it. A named opponent's inbox gets a `challenge` notice.
 */
export class Migration20261128120000_challenges extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE challenges (
        id uuid PRIMARY KEY,
        token varchar(64) NOT NULL CONSTRAINT challenges_token_key UNIQUE,
        tournament_id integer NOT NULL CONSTRAINT challenges_tournament_key UNIQUE REFERENCES tournaments (id),
        creator_id integer NOT NULL REFERENCES users (id),
        opponent_id integer REFERENCES users (id),
        status varchar(10) NOT NULL DEFAULT 'OPEN'
          CONSTRAINT challenges_status_check CHECK (status IN ('OPEN', 'ACCEPTED', 'CANCELLED', 'EXPIRED', 'DECLINED')),
        rematch_of_match_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT challenges_not_self CHECK (opponent_id IS DISTINCT FROM creator_id)
      )`);
    this.addSql("CREATE INDEX challenges_open_creator_idx ON challenges (creator_id) WHERE status = 'OPEN'");
    this.addSql("CREATE INDEX challenges_open_opponent_idx ON challenges (opponent_id) WHERE status = 'OPEN'");
    this.addSql('ALTER TABLE matches ADD COLUMN listed boolean NOT NULL DEFAULT true');
    // A friendly challenge has no fee; every other tournament still has one.
    this.addSql('ALTER TABLE tournaments DROP CONSTRAINT tournaments_entry_fee_check');
    this.addSql(`
      ALTER TABLE tournaments ADD CONSTRAINT tournaments_entry_fee_check
        CHECK (entry_fee > 0 OR (entry_fee = 0 AND kind = 'CHALLENGE'))`);
    this.addSql('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check');
    this.addSql(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('match_started', 'round_advanced',
        'prize_won', 'refund', 'withdrawal_approved', 'withdrawal_rejected', 'game_started', 'move_reminder',
        'check_in', 'check_in_lapsed', 'challenge'))`);
  }

  override down(): void {
    this.addSql(`DELETE FROM notifications WHERE kind = 'challenge'`);
    this.addSql('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check');
    this.addSql(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('match_started', 'round_advanced',
        'prize_won', 'refund', 'withdrawal_approved', 'withdrawal_rejected', 'game_started', 'move_reminder',
        'check_in', 'check_in_lapsed'))`);
    this.addSql('ALTER TABLE matches DROP COLUMN listed');
    this.addSql('ALTER TABLE tournaments DROP CONSTRAINT tournaments_entry_fee_check');
    this.addSql('ALTER TABLE tournaments ADD CONSTRAINT tournaments_entry_fee_check CHECK (entry_fee > 0)');
    this.addSql('DROP TABLE challenges');
  }
}
