import { describe, expect, it } from '@jest/globals';
import { checkInSecondsLeft, formatCheckIn } from './check-in';

describe('check-in countdown', () => {
  it('rounds the time left up and never below zero', () => {
    const now = Date.parse('2026-11-28T08:00:00.000Z');
    expect(checkInSecondsLeft('2026-11-28T08:00:41.200Z', now)).toBe(42);
    expect(checkInSecondsLeft('2026-11-28T07:59:00.000Z', now)).toBe(0);
    expect(checkInSecondsLeft(null, now)).toBeNull();
  });

  it('reads as a clock: minutes and seconds, hours from an hour on', () => {
    expect(formatCheckIn(42)).toBe('0:42');
    expect(formatCheckIn(359)).toBe('5:59');
    expect(formatCheckIn(8640)).toBe('2:24:00');
  });
});
