/** The leaderboard's address, sort state and header toggle (no React), tested in sort.test.ts. */

import { z } from 'zod';
import { SORTABLE_COLUMNS, type LeaderboardSort, type SortColumn } from '../../lib/api/leaderboard';
import { optionalParam, pageParam } from '../../lib/search-params';

/** Wins, most first (spec section 9). */
export const DEFAULT_SORT: LeaderboardSort = { sortBy: 'wins', order: 'desc' };

/** A click on a header: the active column flips its order, another column starts descending. */
export function toggleSort(current: LeaderboardSort, column: SortColumn): LeaderboardSort {
  if (current.sortBy === column) return { sortBy: column, order: current.order === 'desc' ? 'asc' : 'desc' };
  return { sortBy: column, order: 'desc' };
}

/** The aria-sort of a header. */
export function ariaSort(current: LeaderboardSort, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (current.sortBy !== column) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}

/**
 * ?sort_by=&order=&page= (the server sorts and pages), read leniently: anything unknown is left out, and what is
 * left out is the default (wins descending, page 1), so the default keeps a clean address.
 */
export const leaderboardSearch = z.object({
  sort_by: optionalParam(z.enum(SORTABLE_COLUMNS)),
  order: optionalParam(z.enum(['asc', 'desc'])),
  page: pageParam,
});

/** The sort an address names; whatever it leaves out is the default's. */
export function sortOf(search: z.output<typeof leaderboardSearch>): LeaderboardSort {
  return { sortBy: search.sort_by ?? DEFAULT_SORT.sortBy, order: search.order ?? DEFAULT_SORT.order };
}
