import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SORT, ariaSort, leaderboardSearch, sortOf, toggleSort } from './sort';

describe('toggleSort', () => {
  it('defaults to wins, most first', () => {
    expect(DEFAULT_SORT).toEqual({ sortBy: 'wins', order: 'desc' });
  });

  it('flips the order when the active column is clicked again', () => {
    const once = toggleSort(DEFAULT_SORT, 'wins');
    expect(once).toEqual({ sortBy: 'wins', order: 'asc' });
    expect(toggleSort(once, 'wins')).toEqual({ sortBy: 'wins', order: 'desc' });
  });

  it('starts a new column descending, whatever the order before', () => {
    expect(toggleSort({ sortBy: 'wins', order: 'asc' }, 'money_won')).toEqual({ sortBy: 'money_won', order: 'desc' });
    expect(toggleSort({ sortBy: 'losses', order: 'desc' }, 'games_played')).toEqual({
      sortBy: 'games_played',
      order: 'desc',
    });
  });
});

describe('ariaSort', () => {
  it('marks only the active column', () => {
    expect(ariaSort(DEFAULT_SORT, 'wins')).toBe('descending');
    expect(ariaSort({ sortBy: 'wins', order: 'asc' }, 'wins')).toBe('ascending');
    expect(ariaSort(DEFAULT_SORT, 'losses')).toBe('none');
  });
});

describe('leaderboardSearch', () => {
  const parseSort = (search: Record<string, unknown>) => sortOf(leaderboardSearch.parse(search));

  it('reads the search params and falls back to the default for anything unknown', () => {
    expect(parseSort({ sort_by: 'losses', order: 'asc' })).toEqual({ sortBy: 'losses', order: 'asc' });
    expect(parseSort({ sort_by: 'rating; DROP TABLE', order: 'sideways' })).toEqual(DEFAULT_SORT);
    expect(parseSort({})).toEqual(DEFAULT_SORT);
  });

  it('keeps a half-given sort, the rest from the default', () => {
    expect(parseSort({ sort_by: 'money_won' })).toEqual({ sortBy: 'money_won', order: 'desc' });
    expect(parseSort({ order: 'asc' })).toEqual({ sortBy: 'wins', order: 'asc' });
  });

  it('leaves a refused value out rather than keeping it, and the default out of the address', () => {
    expect(leaderboardSearch.parse({ sort_by: 'rating', order: 'up', page: 'x' })).toEqual({
      sort_by: undefined,
      order: undefined,
      page: undefined,
    });
    expect(leaderboardSearch.parse({})).toEqual({});
    expect(leaderboardSearch.parse({ page: 3 })).toEqual({ page: 3 });
  });
});
