import { Migration } from '@mikro-orm/migrations';

/**
 * Prizes for more than the winner (issue 32 §3). `tournaments.payouts`: whole percents by place, first place
 * first, one of the offered tables (src/modules/tournaments/domain/payouts.ts); every tournament so far paid its
 * winner all, the default. Two paid places need at least 4 seats, three at least 8: the schema refuses the rest as
 * the last guard. `matches.third_place`: the match in which the semi-finals' losers play for third, beside the
 * final in the last round (the final is that round's match 1, this one its match 2).
 */
export class Migration20261128061000_payouts_by_place extends Migration {
  override up(): void {
    this.addSql(`
      ALTER TABLE tournaments ADD COLUMN payouts integer[] NOT NULL DEFAULT '{100}',
        ADD CONSTRAINT tournaments_payouts CHECK (payouts IN ('{100}', '{70,30}', '{50,30,20}')),
        ADD CONSTRAINT tournaments_payouts_seats CHECK (
          cardinality(payouts) = 1
          OR (cardinality(payouts) = 2 AND max_players >= 4)
          OR (cardinality(payouts) = 3 AND max_players >= 8))`);
    this.addSql(`
      ALTER TABLE matches ADD COLUMN third_place boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT matches_third_place CHECK (
          NOT third_place OR (round_number = total_rounds AND match_number = 2 AND total_rounds >= 2))`);
  }

  override down(): void {
    this.addSql('ALTER TABLE matches DROP COLUMN third_place');
    this.addSql('ALTER TABLE tournaments DROP COLUMN payouts');
  }
}
