import { describe, expect, it } from '@jest/globals';
import { ordinal, payoutsLabel, placePrizes, prizeSplit } from './prize';

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

describe('placePrizes', () => {
  it('shares the pool by place, the odd cents to first, adding up to the pool', () => {
    expect(placePrizes(7_439_993, [50, 30, 20]).map((p) => p.amountCents)).toEqual([3_719_998, 2_231_997, 1_487_998]);
    expect(placePrizes(1239, [70, 30])).toEqual([
      { place: 1, percent: 70, amountCents: 868 },
      { place: 2, percent: 30, amountCents: 371 },
    ]);
    expect(placePrizes(4000, [100])).toEqual([{ place: 1, percent: 100, amountCents: 4000 }]);
  });

  it('names places and tables', () => {
    expect([1, 2, 3, 4, 11, 21].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '21st']);
    expect(payoutsLabel([100])).toBe('Winner takes all');
    expect(payoutsLabel([50, 30, 20])).toBe('Top 3: 50% / 30% / 20%');
  });
});
