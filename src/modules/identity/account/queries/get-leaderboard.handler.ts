import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { all, one, type Row as TableRow } from '../../../../shared/database/query.js';
import { ReadsFromReplica } from '../../../../shared/database/replica-reads.js';
import { centsFromDb, formatCents } from '../../../../shared/money/money.js';
import { winRatePercent } from '../../domain/win-rate.js';
import {
  GetLeaderboard,
  type LeaderboardEntry,
  type LeaderboardPage,
  type LeaderboardSort,
} from './get-leaderboard.query.js';

/** Whitelisted ORDER BY expressions: the sort key never reaches SQL as text from the caller. */
const ORDER: Record<LeaderboardSort, RawBuilder<unknown>> = {
  games_played: sql`(wins + losses)`,
  wins: sql`wins`,
  losses: sql`losses`,
  win_rate: sql`CASE WHEN wins + losses = 0 THEN 0 ELSE wins::numeric / (wins + losses) END`,
  money_won: sql`money_won`,
};

const RANKED = sql`FROM users WHERE role = 'PLAYER' AND wins + losses > 0`;

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
    const direction = order === 'asc' ? sql`ASC` : sql`DESC`;
    const ranking = sql`SELECT id, username, wins, losses, money_won,
        row_number() OVER (ORDER BY ${ORDER[sortBy]} ${direction}, rating DESC, id ASC) AS rank ${RANKED}`;
    // The board's totals come with its count, in the same statement: the summary cards describe the whole board.
    const { count, games, prize_money } = await one(
      this.em,
      sql<{ count: string; games: string; prize_money: string }>`
        SELECT count(*) AS count, coalesce(sum(wins), 0) AS games, coalesce(sum(money_won), 0) AS prize_money ${RANKED}`,
    );
    const rows = await all(
      this.em,
      sql<Row>`SELECT * FROM (${ranking}) r ORDER BY rank LIMIT ${window.limit} OFFSET ${window.offset}`,
    );
    const me = (await all(this.em, sql<Row>`SELECT * FROM (${ranking}) r WHERE id = ${viewerId}`)).at(0);
    return {
      count: Number(count),
      results: rows.map(entry),
      me: me ? entry(me) : null,
      totals: { games: Number(games), prize_money: formatCents(centsFromDb(prize_money)) },
    };
  }
}
