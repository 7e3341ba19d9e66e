import { describe, expect, it } from '@jest/globals';
import { watchQuery } from './watch';

describe('watchQuery', () => {
  it("names the stream's watched tournament and match, and nothing when nothing is watched", () => {
    expect(watchQuery({ tournament: null, match: null })).toBe('');
    expect(watchQuery({ tournament: 3, match: null })).toBe('?tournament=3');
    expect(watchQuery({ tournament: 3, match: 7 })).toBe('?tournament=3&match=7');
  });
});
