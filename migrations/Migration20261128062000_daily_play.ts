import { Migration } from '@mikro-orm/migrations';

/**
 * Daily play (issue 32 §4). `games.reminder_at`: when a game on a clock of an hour or more reminds its players
 * who have not moved yet (a fifth of the clock before the deadline); the reminder sweep clears it in the
 * statement that takes the game, so each game reminds once across every instance. The partial index holds only
 * the games still to remind. The inbox gains the notices of daily play: a game started, a move to make soon.
 */
export class Migration20261128062000_daily_play extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE games ADD COLUMN reminder_at timestamptz');
    this.addSql(
      `CREATE INDEX games_reminders_due ON games (reminder_at) WHERE status = 'IN_PROGRESS' AND reminder_at IS NOT NULL`,
    );
    this.addSql('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check');
    this.addSql(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('match_started', 'round_advanced',
        'prize_won', 'refund', 'withdrawal_approved', 'withdrawal_rejected', 'game_started', 'move_reminder'))`);
  }

  override down(): void {
    this.addSql(`DELETE FROM notifications WHERE kind IN ('game_started', 'move_reminder')`);
    this.addSql('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check');
    this.addSql(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('match_started', 'round_advanced',
        'prize_won', 'refund', 'withdrawal_approved', 'withdrawal_rejected'))`);
    this.addSql('DROP INDEX games_reminders_due');
    this.addSql('ALTER TABLE games DROP COLUMN reminder_at');
  }
}
