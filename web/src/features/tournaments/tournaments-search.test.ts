import { describe, expect, it } from '@jest/globals';
import { tournamentsSearch } from './tournaments-search';

describe('tournamentsSearch', () => {
  it('keeps a tab other than "All" and a page from 2 up', () => {
    expect(tournamentsSearch.parse({ tab: 'available', page: '3' })).toEqual({ tab: 'available', page: 3 });
    expect(tournamentsSearch.parse({ tab: 'completed' })).toEqual({ tab: 'completed' });
  });

  it('reads "all", an unknown tab or a bad page as the default, overriding the raw value', () => {
    expect(tournamentsSearch.parse({ tab: 'all', page: '1' })).toEqual({ tab: undefined, page: undefined });
    expect(tournamentsSearch.parse({ tab: 'everything', page: -2 })).toEqual({ tab: undefined, page: undefined });
    expect(tournamentsSearch.parse({})).toEqual({});
  });
});
