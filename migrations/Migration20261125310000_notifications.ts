import { Migration } from '@mikro-orm/migrations';

/**
 * The player's inbox (notifications): one row per event and recipient, so a re-delivered event posts nothing
 * twice (UNIQUE (event_id, user_id)). The bell reads a user's newest rows and counts the unread ones through a
 * partial index that holds only those. `users.email_match_start`: the profile's opt-in to a mail when a match
 * starts while the player has no tab open.
 */
export class Migration20261125310000_notifications extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE notifications (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        event_id bigint NOT NULL,
        kind varchar(32) NOT NULL CHECK (kind IN ('match_started', 'round_advanced', 'prize_won', 'refund',
          'withdrawal_approved', 'withdrawal_rejected')),
        title varchar(200) NOT NULL,
        text varchar(500) NOT NULL,
        link varchar(200) NOT NULL CHECK (link LIKE '/%'),
        amount bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        CONSTRAINT notifications_once_per_event UNIQUE (event_id, user_id)
      )`);
    this.addSql('CREATE INDEX notifications_by_user ON notifications (user_id, id DESC)');
    this.addSql('CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL');
    this.addSql('ALTER TABLE users ADD COLUMN email_match_start boolean NOT NULL DEFAULT false');
  }

  override down(): void {
    this.addSql('ALTER TABLE users DROP COLUMN email_match_start');
    this.addSql('DROP TABLE notifications');
  }
}
