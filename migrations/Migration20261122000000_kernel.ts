import { Migration } from '@mikro-orm/migrations';

/** The outbox, which is also the operators' event log. */
export class Migration20261122000000_kernel extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE domain_events (
        id bigserial PRIMARY KEY,
        type varchar(64) NOT NULL,
        aggregate_type varchar(32) NOT NULL,
        aggregate_id varchar(64) NOT NULL,
        user_id integer,
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        dispatched_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz
      )`);
    this.addSql('CREATE INDEX domain_events_undispatched ON domain_events (id) WHERE dispatched_at IS NULL');
    this.addSql('CREATE INDEX domain_events_type ON domain_events (type, id)');
    this.addSql('CREATE INDEX domain_events_aggregate ON domain_events (aggregate_type, aggregate_id, id)');
    this.addSql('CREATE INDEX domain_events_user ON domain_events (user_id, id)');
  }
}
