import { Migration } from '@mikro-orm/migrations';

/**
 * A match won by forfeit (issue 22 §5): a player who moved in game 1 against an opponent who let its deadline
 * pass without a move wins at once, and no random move is made for the absent player. The game and the match
 * say so, for every view and for the reviewer.
 */
export class Migration20261125400000_no_show_forfeit extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE games ADD COLUMN forfeit boolean NOT NULL DEFAULT false');
    this.addSql('ALTER TABLE matches ADD COLUMN forfeit boolean NOT NULL DEFAULT false');
  }

  override down(): void {
    this.addSql('ALTER TABLE games DROP COLUMN forfeit');
    this.addSql('ALTER TABLE matches DROP COLUMN forfeit');
  }
}
