import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Expression, ExpressionBuilder } from 'kysely';
import { all, db, one, type DB, type Row as TableRow } from '../../../../shared/database/query.js';
import { ReadsFromReplica } from '../../../../shared/database/replica-reads.js';
import { centsFromDb, formatCents } from '../../../../shared/money/money.js';
import { winRatePercent } from '../../domain/win-rate.js';
import {
  GetLeaderboard,
  type LeaderboardEntry,
  type LeaderboardPage,
  type LeaderboardSort,
} from './get-leaderboard.query.js';

type Users = ExpressionBuilder<DB, 'users'>;

/** wins + losses, in parentheses. */
const played = (eb: Users) => eb.parens('wins', '+', eb.ref('losses'));

/** Whitelisted ORDER BY expressions: the sort key never reaches SQL as text from the caller. */
const ORDER: Record<LeaderboardSort, (eb: Users) => Expression<unknown>> = {
  games_played: played,
  wins: (eb) => eb.ref('wins'),
  losses: (eb) => eb.ref('losses'),
  win_rate: (eb) =>
    eb
      .case()
      .when(played(eb), '=', 0)
      .then(eb.lit(0))
      .else(eb(eb.cast('wins', 'numeric'), '/', played(eb)))
      .end(),
  money_won: (eb) => eb.ref('money_won'),
};

/** The ranked players: those who have finished a match. */
const ranked = (em: EntityManager) =>
  db(em)
    .selectFrom('users')
    .where('role', '=', 'PLAYER')
    .where((eb) => eb(played(eb), '>', 0));

type Row = Pick<TableRow<'users'>, 'id' | 'username' | 'wins' | 'losses' | 'money_won'> & { rank: string };

function entry(row: Row): LeaderboardEntry {
  return {
    id: row.id,
    rank: Number(row.rank),
    username: row.username,
    games_played: row.wins + row.losses,
    wins: row.wins,
    losses: row.losses,
    win_rate: winRatePercent(row.wins, row.losses),
    money_won: formatCents(centsFromDb(row.money_won)),
  };
}

/**
 * The leaderboard read model: players who have finished a match, ranked by the chosen column (ties by
 * rating, then by who registered first, so the order is total and pages never overlap). The viewer's own row
 * comes with its rank in that order wherever it falls, so a player far down the list still sees where they are.
 */
@QueryHandler(GetLeaderboard)
@ReadsFromReplica()
export class GetLeaderboardHandler implements IQueryHandler<GetLeaderboard> {
  constructor(private readonly em: EntityManager) {}

  async execute({ sortBy, order, window, viewerId }: GetLeaderboard): Promise<LeaderboardPage> {
    const ranking = ranked(this.em).select((eb) => [
      'id',
      'username',
      'wins',
      'losses',
      'money_won',
      eb.fn
        .agg<string>('row_number')
        .over((over) => over.orderBy(ORDER[sortBy](eb), order).orderBy('rating', 'desc').orderBy('id', 'asc'))
        .as('rank'),
    ]);
    // The board's totals come with its count, in the same statement: the summary cards describe the whole board.
    const { count, games, prize_money } = await one(
      this.em,
      ranked(this.em).select((eb) => [
        eb.fn.countAll<string>().as('count'),
        eb.fn.coalesce(eb.fn.sum<string>('wins'), eb.lit(0)).$castTo<string>().as('games'),
        eb.fn.coalesce(eb.fn.sum<string>('money_won'), eb.lit(0)).$castTo<string>().as('prize_money'),
      ]),
    );
    const page = db(this.em).selectFrom(ranking.as('r')).selectAll();
    const rows: Row[] = await all(this.em, page.orderBy('rank').limit(window.limit).offset(window.offset));
    const me: Row | undefined = (await all(this.em, page.where('id', '=', viewerId))).at(0);
    return {
      count: Number(count),
      results: rows.map(entry),
      me: me ? entry(me) : null,
      totals: { games: Number(games), prize_money: formatCents(centsFromDb(prize_money)) },
    };
  }
}
