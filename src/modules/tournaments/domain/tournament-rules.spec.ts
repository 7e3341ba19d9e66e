import { cents, type Cents } from '../../../shared/money/money.js';
import { prizeSplit } from './tournament-rules.js';

describe('prizeSplit', () => {
  it.each([
    // fee cents, seats, rake %, rake, prize pool
    [1000, 4, 0, 0, 4000],
    [1000, 4, 10, 400, 3600],
    [100, 2, 5, 10, 190],
    [101, 2, 5, 10, 192], // 202 * 5% = 10.1 -> the house gets 10, never more
    [333, 8, 7, 186, 2478], // 2664 * 7% = 186.48
    [1_000_000, 256, 50, 128_000_000, 128_000_000],
    [150, 256, 1, 384, 38_016],
  ])('fee %i x %i seats with %i%% rake: rake %i, pool %i', (fee, seats, percent, rake, pool) => {
    const split = prizeSplit(cents(fee), seats, percent);
    expect(split).toEqual({ gross: fee * seats, rake, prizePool: pool });
    expect(split.rake + split.prizePool).toBe(split.gross);
  });

  it.each([
    [0, 4, 0],
    [-100, 4, 0],
    [10.5, 4, 0],
    [100, 4, -1],
    [100, 4, 101],
    [100, 4, 2.5],
  ])('refuses fee %p with rake %p%%', (fee, seats, percent) => {
    // As an untyped caller could pass it: prizeSplit's own check is under test.
    expect(() => prizeSplit(fee as Cents, seats, percent)).toThrow();
  });
});
