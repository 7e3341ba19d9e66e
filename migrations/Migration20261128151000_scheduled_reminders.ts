import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32 §2: 15 minutes before a scheduled tournament starts, each registered player is reminded, once:
 * `reminded_at` is set in the transaction that raises the reminder, under the tournament's lock.
 */
export class Migration20261128151000_scheduled_reminders extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE tournaments ADD COLUMN reminded_at timestamptz NULL');
    this.addSql(
      `CREATE INDEX tournaments_reminder_due ON tournaments (starts_at)
         WHERE status = 'PENDING' AND schedule_id IS NOT NULL AND reminded_at IS NULL`,
    );
    this.addSql('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check');
    this.addSql(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('match_started', 'round_advanced',
        'prize_won', 'refund', 'withdrawal_approved', 'withdrawal_rejected', 'game_started', 'move_reminder',
        'check_in', 'check_in_lapsed', 'challenge', 'knocked_out', 'tournament_reminder'))`);
  }

  override down(): void {
    this.addSql(`DELETE FROM notifications WHERE kind = 'tournament_reminder'`);
    this.addSql('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check');
    this.addSql(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('match_started', 'round_advanced',
        'prize_won', 'refund', 'withdrawal_approved', 'withdrawal_rejected', 'game_started', 'move_reminder',
        'check_in', 'check_in_lapsed', 'challenge', 'knocked_out'))`);
    this.addSql('DROP INDEX tournaments_reminder_due');
    this.addSql('ALTER TABLE tournaments DROP COLUMN reminded_at');
  }
}
