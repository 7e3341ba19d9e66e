import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 33 §5: practice against the computer. A practice match belongs to no tournament (tournament_id NULL, which
 * every `tournament_id = ...` read leaves out by itself, and which the bracket's unique slot allows any number of);
 * the flag says so in one word and the CHECK keeps the two together. The computer sits in slot 2 as player 0, an
 * id no user has (ids are serial from 1): docs/decisions.md. A player has at most one practice match in play.
 */
export class Migration20261128130000_practice_matches extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE matches ADD COLUMN practice boolean NOT NULL DEFAULT false');
    this.addSql('ALTER TABLE matches ALTER COLUMN tournament_id DROP NOT NULL');
    this.addSql(
      'ALTER TABLE matches ADD CONSTRAINT matches_practice_without_tournament CHECK (practice = (tournament_id IS NULL))',
    );
    this.addSql(`
      CREATE UNIQUE INDEX matches_one_practice_in_play ON matches (player1_id)
        WHERE practice AND status <> 'COMPLETED'`);
  }

  override down(): void {
    this.addSql('DROP INDEX matches_one_practice_in_play');
    this.addSql(
      'DELETE FROM moves WHERE game_id IN (SELECT g.id FROM games g JOIN matches m ON m.id = g.match_id WHERE m.practice)',
    );
    this.addSql('DELETE FROM games WHERE match_id IN (SELECT id FROM matches WHERE practice)');
    this.addSql('DELETE FROM matches WHERE practice');
    this.addSql('ALTER TABLE matches DROP CONSTRAINT matches_practice_without_tournament');
    this.addSql('ALTER TABLE matches ALTER COLUMN tournament_id SET NOT NULL');
    this.addSql('ALTER TABLE matches DROP COLUMN practice');
  }
}
