import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import type { Answer, Schema } from '../contract';
import { pageQuery } from '../pagination';

/** The columns the server sorts the board by. */
export const SORTABLE_COLUMNS = ['games_played', 'wins', 'losses', 'money_won'] as const;
export type SortColumn = (typeof SORTABLE_COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';

export interface LeaderboardSort {
  sortBy: SortColumn;
  order: SortOrder;
}

/** The spec's Leaderboard entry; win_rate in percent, 0..100. */
export type LeaderboardEntry = Schema<'LeaderboardEntryDto'>;

/** One page of the board, the viewer's own row with its true rank wherever it falls (null when unranked), and the board's totals. */
export type LeaderboardPage = Answer<'/api/accounts/leaderboard', 'get'>;

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  sorted: (sort: LeaderboardSort, page = 1) => [...leaderboardKeys.all, sort.sortBy, sort.order, page] as const,
};

/** The server sorts (sort_by, order) and pages, and adds the viewer's own row and the board's totals. */
export const leaderboardQueryOptions = (sort: LeaderboardSort, page?: number) =>
  queryOptions({
    queryKey: leaderboardKeys.sorted(sort, page ?? 1),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/accounts/leaderboard', {
          params: { query: { sort_by: sort.sortBy, order: sort.order, ...pageQuery(page) } },
          signal,
        }),
      ),
    staleTime: 10_000,
  });
