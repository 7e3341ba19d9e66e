import { describe, expect, it } from '@jest/globals';
import { userSearch } from './user-search';

describe('userSearch', () => {
  it('reads the search text, at most 100 characters of it', () => {
    expect(userSearch.parse({ search: 'alice', page: '2' })).toEqual({ search: 'alice', page: 2 });
    expect(userSearch.parse({ search: 'x'.repeat(150) }).search).toHaveLength(100);
  });

  it('is an empty search when the address has none, or not as text', () => {
    expect(userSearch.parse({})).toEqual({ search: '' });
    expect(userSearch.parse({ search: 42 }).search).toBe('');
  });
});
