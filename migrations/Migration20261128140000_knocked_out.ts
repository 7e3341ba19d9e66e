import { Migration } from '@mikro-orm/migrations';

/** Issue 32 §5: the inbox tells a player knocked out before the final, with the tournament to follow. */
export class Migration20261128140000_knocked_out extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check');
    this.addSql(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('match_started', 'round_advanced',
        'prize_won', 'refund', 'withdrawal_approved', 'withdrawal_rejected', 'game_started', 'move_reminder',
        'check_in', 'check_in_lapsed', 'challenge', 'knocked_out'))`);
  }

  override down(): void {
    this.addSql(`DELETE FROM notifications WHERE kind = 'knocked_out'`);
    this.addSql('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check');
    this.addSql(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('match_started', 'round_advanced',
        'prize_won', 'refund', 'withdrawal_approved', 'withdrawal_rejected', 'game_started', 'move_reminder',
        'check_in', 'check_in_lapsed', 'challenge'))`);
  }
}
