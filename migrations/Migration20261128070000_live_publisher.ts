import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35 §1: no NOTIFY inside a business transaction. The trigger that NOTIFYed every insert of events goes:
 * PostgreSQL serialises the commits of every transaction that notified behind one lock for the whole database.
 * One publisher per deployment (event-publisher.ts) now finds newly committed events and NOTIFYs once per batch.
 *
 * - `domain_events.tx`: the inserting transaction's id (xid8, never wraps). Ids come from a sequence before
 *   commit, so a later id can commit first; the publisher asks instead which transactions committed since its
 *   last snapshot. Added without a default first and given one after, so the table is not rewritten; older rows
 *   keep NULL (they were published by the trigger).
 * - `notifications.tx` likewise: a notice posted (by a listener, in the wake of a join or a move) reaches its user's
 *   streams through the same batches, where it NOTIFYed `spockout_inbox` in its own transaction before.
 * - `live_cursor`: the publisher's last snapshot, so a successor resumes where it stopped.
 * - `live_batches`: every published batch in order; its `seq` is the position a stream's `id:` names, and the
 *   last five minutes of them are what a reconnecting stream is replayed from.
 */
export class Migration20261128070000_live_publisher extends Migration {
  override up(): void {
    this.addSql('DROP TRIGGER domain_events_notify ON domain_events');
    this.addSql('DROP FUNCTION notify_domain_events()');
    this.addSql('ALTER TABLE domain_events ADD COLUMN tx xid8');
    this.addSql('ALTER TABLE domain_events ALTER COLUMN tx SET DEFAULT pg_current_xact_id()');
    this.addSql('CREATE INDEX domain_events_tx ON domain_events (tx) WHERE tx IS NOT NULL');
    this.addSql('ALTER TABLE notifications ADD COLUMN tx xid8');
    this.addSql('ALTER TABLE notifications ALTER COLUMN tx SET DEFAULT pg_current_xact_id()');
    this.addSql('CREATE INDEX notifications_tx ON notifications (tx) WHERE tx IS NOT NULL');
    this.addSql(`
      CREATE TABLE live_cursor (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        snapshot pg_snapshot NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE live_batches (
        seq bigserial PRIMARY KEY,
        event_ids bigint[] NOT NULL,
        inbox_user_ids integer[] NOT NULL DEFAULT '{}',
        published_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  override down(): void {
    this.addSql('DROP TABLE live_batches');
    this.addSql('DROP TABLE live_cursor');
    this.addSql('DROP INDEX notifications_tx');
    this.addSql('ALTER TABLE notifications DROP COLUMN tx');
    this.addSql('DROP INDEX domain_events_tx');
    this.addSql('ALTER TABLE domain_events DROP COLUMN tx');
    this.addSql(`
      CREATE FUNCTION notify_domain_events() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        first_id bigint;
        last_id bigint;
      BEGIN
        SELECT min(id), max(id) INTO first_id, last_id FROM inserted_events;
        IF first_id IS NOT NULL THEN
          PERFORM pg_notify('spockout_events', first_id || ':' || last_id);
        END IF;
        RETURN NULL;
      END
      $$`);
    this.addSql(`
      CREATE TRIGGER domain_events_notify AFTER INSERT ON domain_events
        REFERENCING NEW TABLE AS inserted_events
        FOR EACH STATEMENT EXECUTE FUNCTION notify_domain_events()`);
  }
}
