import { describe, expect, it } from '@jest/globals';
import { formatTimeLeft, localStartTime, startsInWords, tickIntervalMs, timeLeftToFill } from './fill-deadline';

describe('time left to fill', () => {
  const closes = '2026-11-25T12:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('shows two units at most, the larger first', () => {
    expect(formatTimeLeft(2 * 86_400 + 4 * 3600 + 59)).toBe('2d 4h');
    expect(formatTimeLeft(3 * 3600 + 5 * 60 + 7)).toBe('3h 05m');
    expect(formatTimeLeft(4 * 60 + 9)).toBe('4m 09s');
    expect(formatTimeLeft(42)).toBe('42s');
    expect(formatTimeLeft(0)).toBe('Registration closed');
  });

  it('rounds up, never goes below zero, and turns urgent in the last quarter hour', () => {
    expect(timeLeftToFill(closes, at('2026-11-25T11:59:59.800Z'))).toEqual({
      seconds: 1,
      text: '1s',
      closingSoon: true,
    });
    expect(timeLeftToFill(closes, at('2026-11-25T12:00:05.000Z'))).toEqual({
      seconds: 0,
      text: 'Registration closed',
      closingSoon: true,
    });
    expect(timeLeftToFill(closes, at('2026-11-25T11:45:00.000Z'))?.closingSoon).toBe(false);
    expect(timeLeftToFill(closes, at('2026-11-25T11:45:01.000Z'))?.closingSoon).toBe(true);
    expect(timeLeftToFill('not a date', 0)).toBeNull();
    expect(timeLeftToFill(undefined, 0)).toBeNull();
  });

  it('ticks every second only in the last hour', () => {
    expect(tickIntervalMs(3600)).toBe(1000);
    expect(tickIntervalMs(3601)).toBe(30_000);
  });
});

describe('a scheduled start', () => {
  it("is shown in the player's own time zone, with the zone named", () => {
    const startsAt = '2026-11-29T18:00:00.000Z';
    expect(localStartTime(startsAt, 'Europe/Berlin', 'en-GB')).toBe('Sun 29 Nov, 19:00 CET');
    expect(localStartTime(startsAt, 'America/New_York', 'en-GB')).toMatch(/^Sun 29 Nov, 13:00 (EST|GMT-5)$/);
  });

  it('counts down to the start, then says it is starting', () => {
    const startsAt = '2026-11-29T18:00:00.000Z';
    const left = timeLeftToFill(startsAt, Date.parse('2026-11-29T15:54:00.000Z'));
    expect(left && startsInWords(left)).toBe('Starts in 2h 06m');
    const now = timeLeftToFill(startsAt, Date.parse('2026-11-29T18:00:01.000Z'));
    expect(now && startsInWords(now)).toBe('Starting now');
  });
});
