import { Query } from '@nestjs/cqrs';
import type { Counted, PageWindow } from '../../../../shared/http/pagination.js';

export const LEADERBOARD_SORTS = ['games_played', 'wins', 'losses', 'win_rate', 'money_won'] as const;
export type LeaderboardSort = (typeof LEADERBOARD_SORTS)[number];

export interface LeaderboardEntry {
  id: number;
  rank: number;
  username: string;
  games_played: number;
  wins: number;
  losses: number;
  win_rate: number;
  money_won: string;
}

/** One page of the ranking, and the viewer's own row wherever it falls (null when they are not ranked). */
/** The whole board's figures, for the summary cards whatever page is in view. */
export interface LeaderboardTotals {
  /** Finished matches: each gives its winner exactly one win. */
  games: number;
  /** Prize money won by the ranked players, "12.50". */
  prize_money: string;
}

export interface LeaderboardPage extends Counted<LeaderboardEntry> {
  me: LeaderboardEntry | null;
  totals: LeaderboardTotals;
}

export class GetLeaderboard extends Query<LeaderboardPage> {
  constructor(
    readonly sortBy: LeaderboardSort,
    readonly order: 'asc' | 'desc',
    readonly window: PageWindow,
    readonly viewerId: number,
  ) {
    super();
  }
}
