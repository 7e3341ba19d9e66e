import { Migration } from '@mikro-orm/migrations';

/**
 * Every statement that inserts domain events NOTIFYs their id range on `spockout_events`. PostgreSQL delivers it
 * when the transaction commits, to every instance that LISTENs: the live streams hear of a change exactly when
 * it becomes visible, on whichever instance made it, and never of one that rolled back. One notice per
 * statement, not per row: the move timer inserts hundreds of events in one statement.
 */
export class Migration20261124005000_live_notify extends Migration {
  override up(): void {
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

  override down(): void {
    this.addSql('DROP TRIGGER domain_events_notify ON domain_events');
    this.addSql('DROP FUNCTION notify_domain_events()');
  }
}
