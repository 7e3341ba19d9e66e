import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { formatCents } from '../../../shared/money/money.js';
import { winRatePercent } from '../domain/win-rate.js';
import { GetLeaderboard, type LeaderboardEntry, type LeaderboardSort } from './get-leaderboard.query.js';

const LIMIT = 100;

/** Whitelisted ORDER BY expressions: the sort key never reaches SQL as text from the caller. */
const ORDER: Record<LeaderboardSort, string> = {
  games_played: '(wins + losses)',
  wins: 'wins',
  losses: 'losses',
  win_rate: 'CASE WHEN wins + losses = 0 THEN 0 ELSE wins::numeric / (wins + losses) END',
  money_won: 'money_won',
};

interface Row {
  id: number;
  username: string;
  wins: number;
  losses: number;
  money_won: string;
}

/**
 * The leaderboard read model: players who have finished a match, ranked by the chosen column
 * (ties by rating, then by who registered first).
 */
@QueryHandler(GetLeaderboard)
export class GetLeaderboardHandler implements IQueryHandler<GetLeaderboard> {
  constructor(private readonly em: EntityManager) {}

  async execute({ sortBy, order }: GetLeaderboard) {
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    const rows = await this.em.execute<Row[]>(
      `SELECT id, username, wins, losses, money_won FROM users
        WHERE role = 'PLAYER' AND wins + losses > 0
        ORDER BY ${ORDER[sortBy]} ${direction}, rating DESC, id ASC
        LIMIT ${LIMIT}`,
    );
    const results: LeaderboardEntry[] = rows.map((row, index) => {
      const played = row.wins + row.losses;
      return {
        id: row.id,
        rank: index + 1,
        username: row.username,
        games_played: played,
        wins: row.wins,
        losses: row.losses,
        win_rate: winRatePercent(row.wins, row.losses),
        money_won: formatCents(Number(row.money_won)),
      };
    });
    return { results };
  }
}
