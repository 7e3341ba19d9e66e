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

describe('tournamentsSearch: the lobby filters (issue 32 §5)', () => {
  it('keeps a kind, a fee band and a pace the lobby offers', () => {
    expect(tournamentsSearch.parse({ kind: 'SIT_AND_GO', fee: 'low', pace: '300' })).toEqual({
      kind: 'SIT_AND_GO',
      fee: 'low',
      pace: 300,
    });
    expect(tournamentsSearch.parse({ pace: 86400 })).toEqual({ pace: 86400 });
  });

  it('reads a kind it does not list (a challenge), an unknown band or another clock as no filter', () => {
    expect(tournamentsSearch.parse({ kind: 'CHALLENGE', fee: 'free', pace: '61' })).toEqual({
      kind: undefined,
      fee: undefined,
      pace: undefined,
    });
  });
});
