import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { pageQuery, type Page } from '../../lib/pagination';
import type { LeaderboardSort } from './sort';

/** The spec's Leaderboard entry. */
export interface LeaderboardEntry {
  id: number;
  rank: number;
  username: string;
  games_played: number;
  wins: number;
  losses: number;
  /** Percent, 0..100. */
  win_rate: number;
  money_won: string;
}

/** One page of the board, and the viewer's own row with its true rank wherever it falls (null when unranked). */
export interface LeaderboardPage extends Page<LeaderboardEntry> {
  me: LeaderboardEntry | null;
  /** The whole board's figures for the summary cards, whatever the page. */
  totals: { games: number; prize_money: string };
}

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  sorted: (sort: LeaderboardSort, page = 1) => [...leaderboardKeys.all, sort.sortBy, sort.order, page] as const,
};

/** The server sorts (sort_by, order) and pages, and adds the viewer's own row and the board's totals. */
export const leaderboardQueryOptions = (sort: LeaderboardSort, page?: number) =>
  queryOptions({
    queryKey: leaderboardKeys.sorted(sort, page ?? 1),
    queryFn: ({ signal }) =>
      api.get<LeaderboardPage>('/accounts/leaderboard/', { signal, query: { sort_by: sort.sortBy, order: sort.order, ...pageQuery(page) } }),
    staleTime: 10_000,
  });
