import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 33 §4: a stream says which tournament and which match its page watches, so every instance can count a
 * match's spectators (GetMatchWatchers) from the rows the stream caps already keep. No foreign keys: a stream row
 * lives minutes, and an id that names nothing only watches nothing. The match's index serves the count.
 */
export class Migration20261128081000_stream_watch extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE live_streams ADD COLUMN watch_tournament_id integer, ADD COLUMN watch_match_id integer');
    this.addSql(
      'CREATE INDEX live_streams_watch_match ON live_streams (watch_match_id) WHERE watch_match_id IS NOT NULL',
    );
  }

  override down(): void {
    this.addSql('DROP INDEX live_streams_watch_match');
    this.addSql('ALTER TABLE live_streams DROP COLUMN watch_match_id, DROP COLUMN watch_tournament_id');
  }
}
