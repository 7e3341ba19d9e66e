import { cents, type Cents } from '../../../shared/money/money.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import {
  DEFAULT_PAYOUTS,
  hasThirdPlaceMatch,
  isPayoutTable,
  ordinal,
  payoutsProblem,
  placePrizes,
  requirePayouts,
} from './payouts.js';
import { prizeSplit } from './tournament-rules.js';

describe('placePrizes', () => {
  it('pays a 7% rake on 9,999.99 x 8 seats as 50/30/20 to the cent, the odd cents to first place', () => {
    const { prizePool, rake } = prizeSplit(cents(999_999), 8, 7);
    // 7,999,992 gross; 7% is 559,999.44, rounded down for the house.
    expect([rake, prizePool]).toEqual([559_999, 7_439_993]);
    const prizes = placePrizes(prizePool, [50, 30, 20]);
    // Floors 3,719,996 + 2,231,997 + 1,487,998 = 7,439,991: the 2 cents left go to first.
    expect(prizes).toEqual([
      { place: 1, percent: 50, amount: 3_719_998 },
      { place: 2, percent: 30, amount: 2_231_997 },
      { place: 3, percent: 20, amount: 1_487_998 },
    ]);
    expect(prizes.reduce((sum, p) => sum + p.amount, 0)).toBe(prizePool);
  });

  it.each([
    [4000, [100], [4000]],
    [3600, [70, 30], [2520, 1080]],
    [1, [70, 30], [1, 0]],
    [0, [50, 30, 20], [0, 0, 0]],
    [999, [70, 30], [700, 299]], // 699.3 -> 699 + the leftover cent; 299.7 -> 299
    [12_345, [50, 30, 20], [6173, 3703, 2469]], // 6172.5, 3703.5, 2469: floors 6172 + 3703 + 2469 = 12,344
  ])('pool %i as %p: %p', (pool, payouts, amounts) => {
    const prizes = placePrizes(cents(pool), payouts);
    expect(prizes.map((p) => p.amount)).toEqual(amounts);
    expect(prizes.reduce((sum, p) => sum + p.amount, 0)).toBe(pool);
    expect(prizes.map((p) => p.place)).toEqual(payouts.map((_, i) => i + 1));
  });

  it('adds up to the pool for every pool up to 100,000 cents and every table', () => {
    for (const table of [[100], [70, 30], [50, 30, 20]])
      for (let pool = 0; pool <= 100_000; pool += 7) {
        const prizes = placePrizes(cents(pool), table);
        expect(prizes.reduce((sum, p) => sum + p.amount, 0)).toBe(pool);
        // First place never gets less than second, whatever the rounding.
        for (let i = 1; i < prizes.length; i++) expect(prizes[i - 1].amount).toBeGreaterThanOrEqual(prizes[i].amount);
      }
  });

  it.each([[[]], [[60, 30]], [[100, 0]], [[120, -20]]])('refuses the table %p', (payouts) => {
    expect(() => placePrizes(cents(100), payouts)).toThrow();
  });

  it('refuses a pool that is not whole cents', () => {
    expect(() => placePrizes(10.5 as Cents, [100])).toThrow();
  });
});

describe('payout tables', () => {
  it('offers the spec rule by default', () => {
    expect(DEFAULT_PAYOUTS).toEqual([100]);
    expect(isPayoutTable([100])).toBe(true);
    expect(isPayoutTable([70, 30])).toBe(true);
    expect(isPayoutTable([50, 30, 20])).toBe(true);
  });

  it.each([[[60, 40]], [[100, 0]], [['100']], [[]], ['100'], [null], [[50, 30, 20, 0]]])(
    'refuses %p as a table',
    (value) => {
      expect(isPayoutTable(value)).toBe(false);
      expect(payoutsProblem(value, 256)).toBe('Choose one of: [100], [70, 30], [50, 30, 20].');
    },
  );

  it.each([
    [[100], 2, null],
    [[70, 30], 2, 'Paying 2 places needs at least 4 seats.'],
    [[70, 30], 4, null],
    [[50, 30, 20], 4, 'Paying 3 places needs at least 8 seats.'],
    [[50, 30, 20], 8, null],
    [[50, 30, 20], 256, null],
  ])('%p from %i seats: %p', (payouts, seats, problem) => {
    expect(payoutsProblem(payouts, seats)).toBe(problem);
  });

  it('refuses too few seats as a field error', () => {
    let caught: unknown;
    try {
      requirePayouts([50, 30, 20], 4);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect((caught as DomainError).options.fields).toEqual({ payouts: ['Paying 3 places needs at least 8 seats.'] });
  });

  it('plays a third-place match only for a third paid place', () => {
    expect([[100], [70, 30], [50, 30, 20]].map(hasThirdPlaceMatch)).toEqual([false, false, true]);
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [101, '101st'],
    [111, '111th'],
  ])('place %i reads %s', (place, word) => {
    expect(ordinal(place)).toBe(word);
  });
});
