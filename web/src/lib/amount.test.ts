import { describe, expect, it } from '@jest/globals';
import { amountProblem, readAmount } from './amount';

const DEPOSIT = {
  minCents: 1,
  maxCents: 1_000_000,
  hint: 'Min: 0.01, Max: 10,000.00 coins',
  belowMin: 'Minimum deposit is 0.01 coins',
  aboveMax: 'Maximum deposit is 10,000.00 coins',
};

describe('readAmount', () => {
  it('reads plain amounts into integer cents', () => {
    expect(readAmount('5')).toEqual({ ok: true, cents: 500 });
    expect(readAmount(' 12.5 ')).toEqual({ ok: true, cents: 1250 });
    expect(readAmount('0.01')).toEqual({ ok: true, cents: 1 });
    expect(readAmount('.50')).toEqual({ ok: true, cents: 50 });
    expect(readAmount('1,000.25')).toEqual({ ok: true, cents: 100025 });
    expect(readAmount('0.29')).toEqual({ ok: true, cents: 29 });
    expect(readAmount(10)).toEqual({ ok: true, cents: 1000 });
  });

  it('refuses what is not a plain number instead of rewriting it', () => {
    for (const text of ['-5', '1e3', '+5', '0x10', '5,5', '1,00', '12abc', '.', '1.2.3', 'Infinity', 'NaN', '5 000']) {
      expect(readAmount(text)).toEqual({ ok: false, problem: 'not-a-number' });
    }
    expect(readAmount('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(readAmount('12.345')).toEqual({ ok: false, problem: 'too-many-decimals' });
  });
});

describe('amountProblem', () => {
  it("names the rule's limits", () => {
    expect(amountProblem('-5', DEPOSIT).problem).toBe(
      'Enter a plain amount such as 25.50 (Min: 0.01, Max: 10,000.00 coins)',
    );
    expect(amountProblem('0', DEPOSIT).problem).toBe('Minimum deposit is 0.01 coins');
    expect(amountProblem('10000.01', DEPOSIT).problem).toBe('Maximum deposit is 10,000.00 coins');
    expect(amountProblem('10000', DEPOSIT)).toEqual({ problem: null, cents: 1_000_000 });
  });
});
