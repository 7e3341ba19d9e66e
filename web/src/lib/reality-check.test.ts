import { describe, expect, it } from '@jest/globals';
import { nextRealityCheck, sessionLength } from './reality-check';

describe('nextRealityCheck', () => {
  it('is the next whole interval after sign-in', () => {
    expect(nextRealityCheck(0, 60, 0)).toBe(3_600_000);
    expect(nextRealityCheck(0, 60, 3_599_999)).toBe(3_600_000);
    expect(nextRealityCheck(0, 60, 3_600_000)).toBe(7_200_000);
    expect(nextRealityCheck(1000, 15, 1000 + 20 * 60_000)).toBe(1000 + 30 * 60_000);
  });
});

describe('sessionLength', () => {
  it('reads in minutes, then hours and minutes', () => {
    expect(sessionLength(59)).toBe('0 min');
    expect(sessionLength(12 * 60 + 5)).toBe('12 min');
    expect(sessionLength(3600 + 5 * 60)).toBe('1 h 05 min');
  });
});
