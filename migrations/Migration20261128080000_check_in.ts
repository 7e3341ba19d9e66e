import { Migration } from '@mikro-orm/migrations';

/**
 * Check-in (issue 32 §0): a tournament whose last seat fills waits for its players to say they are there.
 *
 * - `tournaments.check_in_ends_at`: set while a full PENDING tournament checks in, NULL otherwise. The partial
 *   index holds only the tournaments checking in, which the check-in sweep reads every second.
 * - `tournament_participants.checked_in_at`: when the seat's player checked in (the button, a connected client, or
 *   a seat taken within the last 2 minutes), NULL until then; cleared when a check-in lapses.
 * - `user_presence`: one row per user with their last signed-in request, written by the access guard at most
 *   every few seconds; a table of its own, so a request never waits on a lock of the user's row.
 */
export class Migration20261128080000_check_in extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE tournaments ADD COLUMN check_in_ends_at timestamptz');
    this.addSql(
      `CREATE INDEX tournaments_checking_in ON tournaments (check_in_ends_at) WHERE status = 'PENDING' AND check_in_ends_at IS NOT NULL`,
    );
    this.addSql(
      `ALTER TABLE tournaments ADD CONSTRAINT tournaments_check_in_pending CHECK (check_in_ends_at IS NULL OR status = 'PENDING')`,
    );
    this.addSql('ALTER TABLE tournament_participants ADD COLUMN checked_in_at timestamptz');
    this.addSql(`
      CREATE TABLE user_presence (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        seen_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check');
    this.addSql(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('match_started', 'round_advanced',
        'prize_won', 'refund', 'withdrawal_approved', 'withdrawal_rejected', 'game_started', 'move_reminder',
        'check_in', 'check_in_lapsed'))`);
  }

  override down(): void {
    this.addSql(`DELETE FROM notifications WHERE kind IN ('check_in', 'check_in_lapsed')`);
    this.addSql('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check');
    this.addSql(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('match_started', 'round_advanced',
        'prize_won', 'refund', 'withdrawal_approved', 'withdrawal_rejected', 'game_started', 'move_reminder'))`);
    this.addSql('DROP TABLE user_presence');
    this.addSql('ALTER TABLE tournament_participants DROP COLUMN checked_in_at');
    this.addSql('ALTER TABLE tournaments DROP CONSTRAINT tournaments_check_in_pending');
    this.addSql('DROP INDEX tournaments_checking_in');
    this.addSql('ALTER TABLE tournaments DROP COLUMN check_in_ends_at');
  }
}
