import { describe, expect, it } from '@jest/globals';
import { prizeSplit } from './prize';

describe('prizeSplit', () => {
  it('is fee × players when there is no rake', () => {
    expect(prizeSplit(1000, 4, 0)).toEqual({ grossCents: 4000, rakeCents: 0, prizeCents: 4000 });
  });

  it('takes the rake off the whole pool', () => {
    expect(prizeSplit(1000, 8, 7)).toEqual({ grossCents: 8000, rakeCents: 560, prizeCents: 7440 });
  });

  it('rounds the rake down, so a part cent stays with the players', () => {
    // 1.01 × 2 = 2.02 at 7%: 0.1414 rounds down to 0.14, and the prize is 1.88.
    expect(prizeSplit(101, 2, 7)).toEqual({ grossCents: 202, rakeCents: 14, prizeCents: 188 });
    expect(prizeSplit(199, 2, 1)).toEqual({ grossCents: 398, rakeCents: 3, prizeCents: 395 });
  });
});
