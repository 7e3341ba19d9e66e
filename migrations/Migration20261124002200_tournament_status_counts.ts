import { Migration } from '@mikro-orm/migrations';

/**
 * How many tournaments there are in each status, kept by a trigger so that a page of the tournament list
 * counts its total without counting the table: the history (COMPLETED, CANCELLED) grows forever, and a
 * count(*) over it made the first page of 10,000 tournaments cost twice the first page of 10.
 *
 * The trigger is a deferred constraint trigger: the counter rows are locked at commit, for the moment the
 * UPDATE takes, not from the tournament's insert to the end of its transaction (a create also posts its fee),
 * so creates and starts do not queue on the counters. One UPDATE touches both rows of a status change, in
 * one order, so two changes cannot deadlock on them.
 */
export class Migration20261124002200_tournament_status_counts extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE tournament_status_counts (
        status varchar(10) PRIMARY KEY,
        tournaments bigint NOT NULL CHECK (tournaments >= 0)
      )`);
    this.addSql(`
      INSERT INTO tournament_status_counts (status, tournaments)
      SELECT s, (SELECT count(*) FROM tournaments t WHERE t.status = s)
        FROM unnest(ARRAY['PENDING', 'ACTIVE', 'COMPLETED', 'CANCELLED']) AS s`);
    this.addSql(`
      CREATE FUNCTION count_tournament_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        gone text := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN OLD.status END;
        came text := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN NEW.status END;
      BEGIN
        IF gone IS DISTINCT FROM came THEN
          UPDATE tournament_status_counts
             SET tournaments = tournaments + (CASE WHEN status = came THEN 1 ELSE 0 END) - (CASE WHEN status = gone THEN 1 ELSE 0 END)
           WHERE status IN (gone, came);
        END IF;
        RETURN NULL;
      END $$`);
    this.addSql(`
      CREATE CONSTRAINT TRIGGER tournaments_count_statuses
        AFTER INSERT OR UPDATE OF status OR DELETE ON tournaments
        DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION count_tournament_statuses()`);
  }

  override down(): void {
    this.addSql('DROP TRIGGER tournaments_count_statuses ON tournaments');
    this.addSql('DROP FUNCTION count_tournament_statuses()');
    this.addSql('DROP TABLE tournament_status_counts');
  }
}
