import { describe, expect, it } from '@jest/globals';
import { shortfallCents } from './shortfall';

describe('shortfallCents', () => {
  it('is what the fee exceeds the balance by, in cents', () => {
    expect(shortfallCents('100.00', '38.00')).toBe(6200);
    expect(shortfallCents('0.30', 0.1)).toBe(20);
  });

  it('is 0 when the fee can be paid or the balance is unknown', () => {
    expect(shortfallCents('10.00', '10.00')).toBe(0);
    expect(shortfallCents('10.00', '25.00')).toBe(0);
    expect(shortfallCents('10.00', undefined)).toBe(0);
  });
});
