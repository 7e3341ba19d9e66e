/** The leaderboard's sort state and header toggle (no React), tested in sort.test.ts. */

import { SORTABLE_COLUMNS, type LeaderboardSort, type SortColumn } from '../../lib/api/leaderboard';

/** Wins, most first (spec section 9). */
export const DEFAULT_SORT: LeaderboardSort = { sortBy: 'wins', order: 'desc' };

export function isSortColumn(value: unknown): value is SortColumn {
  return typeof value === 'string' && (SORTABLE_COLUMNS as readonly string[]).includes(value);
}

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

/** Reads ?sort_by=&order= leniently: anything unknown falls back to the default. */
export function parseSort(search: Record<string, unknown>): LeaderboardSort {
  const sortBy = isSortColumn(search.sort_by) ? search.sort_by : DEFAULT_SORT.sortBy;
  const order = search.order === 'asc' || search.order === 'desc' ? search.order : DEFAULT_SORT.order;
  return { sortBy, order };
}
