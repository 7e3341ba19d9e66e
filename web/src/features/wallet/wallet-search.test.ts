import { describe, expect, it } from '@jest/globals';
import { walletSearch } from './wallet-search';

describe('walletSearch', () => {
  it('reads the deposit a checkout returns to, as text', () => {
    expect(walletSearch.parse({ deposit: 42 })).toEqual({ deposit: '42' });
    expect(walletSearch.parse({ deposit: '42' })).toEqual({ deposit: '42' });
  });

  it('leaves out what names no deposit', () => {
    expect(walletSearch.parse({})).toEqual({});
    for (const deposit of ['', 'abc', '012', '-1', 0, 1.5, '<script>']) {
      expect(walletSearch.parse({ deposit }).deposit).toBeUndefined();
    }
  });
});
