import { describe, expect, it } from '@jest/globals';
import { isDailyPlay, paceLabel } from './pace';

describe('paceLabel', () => {
  it('says the pace per move in words', () => {
    expect([60, 300, 3600, 86_400, 7200, 45].map(paceLabel)).toEqual([
      '1 min per move',
      '5 min per move',
      '1 hour per move',
      '1 day per move',
      '2 hours per move',
      '45 s per move',
    ]);
    expect([300, 3600].map(isDailyPlay)).toEqual([false, true]);
  });
});
