import { describe, expect, it } from '@jest/globals';
import { lazySearch, matchAgainWithSearchSchemas } from './lazy-search';

describe('lazySearch', () => {
  it('fails a search checked before the schemas arrive, then has the match made again once with them', async () => {
    const wallet = lazySearch('walletSearch');
    expect(await matchAgainWithSearchSchemas()).toBe(false);

    // A deep link to /wallet?deposit=42 checked before the chunk arrived: no value, and a miss for beforeLoad.
    expect(wallet['~standard'].validate({ deposit: '42' })).toHaveProperty('issues');
    expect(await matchAgainWithSearchSchemas()).toBe(true);

    // The same address matched again reads as the schema reads it, and asks for no further match.
    expect(wallet['~standard'].validate({ deposit: 42 })).toEqual({ value: { deposit: '42' } });
    expect(await matchAgainWithSearchSchemas()).toBe(false);
  });
});
