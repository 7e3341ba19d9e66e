import { describe, expect, it } from '@jest/globals';
import { formatCoins } from './format';
import { centsSign, centsToDecimal, sumCents, toCents } from './money';
import { transactionSign } from './transaction-sign';

describe('toCents and centsToDecimal', () => {
  it('round-trips API amounts without float sums', () => {
    expect(toCents('125.50')).toBe(12550);
    expect(toCents('0.1')).toBe(10);
    expect(toCents(0.29)).toBe(29);
    expect(toCents('-3.05')).toBe(-305);
    expect(toCents(' 7 ')).toBe(700);
    expect(toCents(undefined)).toBe(0);
    expect(toCents('junk')).toBe(0);
    expect(toCents('.')).toBe(0);
    expect(centsToDecimal(6200)).toBe('62.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });

  it('reads and writes the largest balances exactly', () => {
    expect(toCents('99999999999.99')).toBe(9_999_999_999_999);
    expect(centsToDecimal(9_999_999_999_999)).toBe('99999999999.99');
    expect(centsToDecimal(toCents('90071992547409.91'))).toBe('90071992547409.91');
  });

  it('reads an amount too large for exact cents as unreadable rather than a rounded one', () => {
    expect(toCents('90071992547409.92')).toBe(0);
  });

  it('sums exactly: "0.10" + "0.20" is "0.30"', () => {
    expect(centsToDecimal(sumCents([toCents('0.10'), toCents('0.20')]))).toBe('0.30');
    expect(centsToDecimal(sumCents(['0.10', '0.10', '0.10'].map(toCents)))).toBe('0.30');
    expect(centsToDecimal(sumCents([toCents('99999999999.98'), toCents('0.01')]))).toBe('99999999999.99');
    expect(sumCents([])).toBe(0);
  });
});

describe('centsSign', () => {
  it('answers the sign of an API amount exactly', () => {
    expect(centsSign('-0.01')).toBe(-1);
    expect(centsSign('0.00')).toBe(0);
    expect(centsSign('-0.00')).toBe(0);
    expect(centsSign('0.01')).toBe(1);
    expect(centsSign('-99999999999.99')).toBe(-1);
    expect(centsSign(null)).toBe(0);
  });

  it('decides the sign a transaction is shown with', () => {
    expect(transactionSign('DEPOSIT', '12.50').sign).toBe('+');
    expect(transactionSign('WITHDRAW', '12.50').sign).toBe('-');
    expect(transactionSign('WITHDRAW', '-12.50').sign).toBe('');
  });
});

describe('formatCoins', () => {
  it('shows two decimals from strings and numbers, without float rounding', () => {
    expect(formatCoins('12.5')).toBe('12.50');
    expect(formatCoins(12.5)).toBe('12.50');
    expect(formatCoins('99999999999.99')).toBe('99,999,999,999.99');
    expect(formatCoins('60000')).toBe('60,000.00');
    expect(formatCoins('-1234.5')).toBe('-1,234.50');
    expect(formatCoins('999.99')).toBe('999.99');
    expect(formatCoins('-3.05')).toBe('-3.05');
    expect(formatCoins(null)).toBe('0.00');
    expect(formatCoins('junk')).toBe('0.00');
  });
});
