import { DomainError } from '../errors/domain-error.js';
import {
  absCents,
  addCents,
  cents,
  centsFromDb,
  type Cents,
  formatCents,
  multiplyCents,
  negateCents,
  parseCents,
  requireAmount,
  subtractCents,
  sumCents,
} from './money.js';

describe('cents', () => {
  it('brands a safe integer', () => {
    expect(cents(1250)).toBe(1250);
    expect(cents(-1)).toBe(-1);
    expect(cents(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([0.5, 2 ** 53, -(2 ** 53), Number.NaN, Number.POSITIVE_INFINITY])('refuses %p', (value) => {
    expect(() => cents(value)).toThrow(RangeError);
  });

  it('is refused by the compiler where a plain number stands for money', () => {
    const takesCents = (amount: Cents) => amount;
    // @ts-expect-error a plain number is not Cents: it has to come through parseCents, centsFromDb or cents.
    expect(takesCents(100)).toBe(100);
    expect(takesCents(cents(100))).toBe(100);
    // Going the other way is free: Cents is still a number for comparisons and JSON.
    const plain: number = cents(100);
    expect(plain).toBe(100);
  });
});

describe('centsFromDb', () => {
  it('reads bigint columns, which arrive as strings, and int columns and bigints', () => {
    expect(centsFromDb('1250')).toBe(1250);
    expect(centsFromDb('-99')).toBe(-99);
    expect(centsFromDb('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(centsFromDb(42)).toBe(42);
    expect(centsFromDb(42n)).toBe(42);
  });

  it('reads an aggregate over no rows as zero', () => {
    expect(centsFromDb(null)).toBe(0);
    expect(centsFromDb(undefined)).toBe(0);
  });

  it.each(['9007199254740993', '12.50', 'abc', '', 1.5, 2 ** 60])('refuses %p rather than round it', (value) => {
    expect(() => centsFromDb(value)).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('sums exactly', () => {
    expect(sumCents([cents(10), cents(20)])).toBe(30);
    expect(formatCents(addCents(parseCents('0.10') ?? cents(0), parseCents('0.20') ?? cents(0)))).toBe('0.30');
    expect(sumCents([])).toBe(0);
    expect(sumCents([cents(9_999_999_999_999), cents(1)])).toBe(10_000_000_000_000);
  });

  it('subtracts, negates, takes the absolute value and multiplies by a count', () => {
    expect(subtractCents(cents(100), cents(250))).toBe(-150);
    expect(negateCents(cents(5))).toBe(-5);
    expect(absCents(cents(-5))).toBe(5);
    expect(multiplyCents(cents(333), 8)).toBe(2664);
    expect(() => multiplyCents(cents(1), 1.5)).toThrow(RangeError);
  });

  it('refuses a sum that leaves the safe integers', () => {
    expect(() => addCents(cents(Number.MAX_SAFE_INTEGER), cents(1))).toThrow(RangeError);
    expect(() => sumCents([cents(Number.MAX_SAFE_INTEGER), cents(1)])).toThrow(RangeError);
  });
});

describe('formatCents and parseCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [-1250, '-12.50'],
    [9_999_999_999_999, '99999999999.99'],
  ])('formats %i as %s', (value, text) => {
    expect(formatCents(cents(value))).toBe(text);
    expect(parseCents(text)).toBe(value);
  });

  it('parses numbers and strings with at most two decimals', () => {
    expect(parseCents(12.5)).toBe(1250);
    expect(parseCents(' 3 ')).toBe(300);
    expect(parseCents('0.1')).toBe(10);
    expect(parseCents(0.1 + 0.2)).toBeNull();
    expect(parseCents('1.234')).toBeNull();
    expect(parseCents('1e3')).toBeNull();
    expect(parseCents(null)).toBeNull();
  });

  it('requireAmount answers a field error naming the bounds', () => {
    expect(requireAmount('amount', '10.00', cents(1), cents(1000))).toBe(1000);
    expect(() => requireAmount('amount', '10.01', cents(1), cents(1000))).toThrow(DomainError);
    expect(() => requireAmount('amount', '', cents(1), cents(1000))).toThrow(/required/);
  });
});
