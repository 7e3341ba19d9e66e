import { Migration } from '@mikro-orm/migrations';

/**
 * A clock for every pace (issue 32 §4): each tournament keeps the seconds per move it was created with, and each
 * of its matches carries them, so gameplay opens every game on the tournament's clock rather than the global
 * MOVE_TIMEOUT_SECONDS. Existing rows take the clock their games were opened with (a deadline is its game's start
 * plus the clock), or 60 s, the setting's default, where no game was opened yet. The bounds are the setting's.
 */
export class Migration20261128060000_move_clocks extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE matches ADD COLUMN move_timeout integer');
    this.addSql(`
      UPDATE matches m SET move_timeout = c.seconds
        FROM (SELECT mm.tournament_id,
                     least(greatest(max(round(extract(epoch FROM g.player1_deadline - g.started_at))), 1), 86400)::integer AS seconds
                FROM games g JOIN matches mm ON mm.id = g.match_id
               GROUP BY mm.tournament_id) c
       WHERE c.tournament_id = m.tournament_id`);
    this.addSql('UPDATE matches SET move_timeout = 60 WHERE move_timeout IS NULL');
    this.addSql(`
      ALTER TABLE matches ALTER COLUMN move_timeout SET NOT NULL,
        ADD CONSTRAINT matches_move_timeout CHECK (move_timeout BETWEEN 1 AND 86400)`);

    this.addSql('ALTER TABLE tournaments ADD COLUMN move_timeout integer');
    this.addSql(`
      UPDATE tournaments t
         SET move_timeout = coalesce((SELECT max(m.move_timeout) FROM matches m WHERE m.tournament_id = t.id), 60)`);
    this.addSql(`
      ALTER TABLE tournaments ALTER COLUMN move_timeout SET NOT NULL,
        ADD CONSTRAINT tournaments_move_timeout CHECK (move_timeout BETWEEN 1 AND 86400)`);
  }

  override down(): void {
    this.addSql('ALTER TABLE tournaments DROP COLUMN move_timeout');
    this.addSql('ALTER TABLE matches DROP COLUMN move_timeout');
  }
}
