import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
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

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  sorted: (sort: LeaderboardSort) => [...leaderboardKeys.all, sort.sortBy, sort.order] as const,
};

/** The server sorts (sort_by, order); the answer is {results} or a plain array. */
export const leaderboardQueryOptions = (sort: LeaderboardSort) =>
  queryOptions({
    queryKey: leaderboardKeys.sorted(sort),
    queryFn: async ({ signal }) => {
      const body = await api.get<LeaderboardEntry[] | { results?: LeaderboardEntry[] }>('/accounts/leaderboard/', {
        signal,
        query: { sort_by: sort.sortBy, order: sort.order },
      });
      return Array.isArray(body) ? body : (body?.results ?? []);
    },
    staleTime: 10_000,
  });
