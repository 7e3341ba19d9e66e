import { Migration } from '@mikro-orm/migrations';

/**
 * Issues 32 §1 and 33 §1: a tournament's kind (PLAYER, SIT_AND_GO, SCHEDULED, CHALLENGE). The list's status
 * counters (tournament_status_counts) are now kept per status and kind, so a page that leaves challenges out, or
 * asks for one kind, still counts its total without counting the table. Every existing tournament was a player's.
 */
export class Migration20261128100000_tournament_kind extends Migration {
  override up(): void {
    this.addSql(`
      ALTER TABLE tournaments ADD COLUMN kind varchar(12) NOT NULL DEFAULT 'PLAYER'
        CONSTRAINT tournaments_kind_check CHECK (kind IN ('PLAYER', 'SIT_AND_GO', 'SCHEDULED', 'CHALLENGE'))`);
    this.addSql(`ALTER TABLE tournament_status_counts ADD COLUMN kind varchar(12) NOT NULL DEFAULT 'PLAYER'`);
    this.addSql('ALTER TABLE tournament_status_counts DROP CONSTRAINT tournament_status_counts_pkey');
    this.addSql('ALTER TABLE tournament_status_counts ADD PRIMARY KEY (status, kind)');
    this.addSql('ALTER TABLE tournament_status_counts ALTER COLUMN kind DROP DEFAULT');
    this.addSql(`
      INSERT INTO tournament_status_counts (status, kind, tournaments)
      SELECT s, k, 0
        FROM unnest(ARRAY['PENDING', 'ACTIVE', 'COMPLETED', 'CANCELLED']) AS s,
             unnest(ARRAY['SIT_AND_GO', 'SCHEDULED', 'CHALLENGE']) AS k`);
    // A kind never changes, so a row's kind is the same before and after; one UPDATE still touches both counters
    // of a status change in one order, as before.
    this.addSql(`
      CREATE OR REPLACE FUNCTION count_tournament_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        gone text := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN OLD.status END;
        came text := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN NEW.status END;
        of_kind text := CASE WHEN TG_OP = 'DELETE' THEN OLD.kind ELSE NEW.kind END;
      BEGIN
        IF gone IS DISTINCT FROM came THEN
          UPDATE tournament_status_counts
             SET tournaments = tournaments + (CASE WHEN status = came THEN 1 ELSE 0 END) - (CASE WHEN status = gone THEN 1 ELSE 0 END)
           WHERE status IN (gone, came) AND kind = of_kind;
        END IF;
        RETURN NULL;
      END $$`);
  }

  override down(): void {
    this.addSql(`
      CREATE OR REPLACE FUNCTION count_tournament_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
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
      UPDATE tournament_status_counts c SET tournaments = s.total
        FROM (SELECT status, sum(tournaments) AS total FROM tournament_status_counts GROUP BY status) s
       WHERE c.status = s.status AND c.kind = 'PLAYER'`);
    this.addSql(`DELETE FROM tournament_status_counts WHERE kind <> 'PLAYER'`);
    this.addSql('ALTER TABLE tournament_status_counts DROP CONSTRAINT tournament_status_counts_pkey');
    this.addSql('ALTER TABLE tournament_status_counts DROP COLUMN kind');
    this.addSql('ALTER TABLE tournament_status_counts ADD PRIMARY KEY (status)');
    this.addSql('ALTER TABLE tournaments DROP COLUMN kind');
  }
}
