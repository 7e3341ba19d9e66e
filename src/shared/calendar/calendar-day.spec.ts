import {
  DAY_FORMAT_MESSAGE,
  DAY_RANGE_MESSAGE,
  dayEnd,
  dayProblem,
  dayStart,
  nextDay,
  parseDay,
} from './calendar-day.js';

describe(parseDay.name, () => {
  it('reads real days of any four-digit year, years below 100 included', () => {
    expect(parseDay('2024-02-29')).toBe(Date.parse('2024-02-29T00:00:00Z'));
    expect(new Date(parseDay('0050-01-01')!).toISOString()).toBe('0050-01-01T00:00:00.000Z');
    expect(new Date(parseDay('9999-12-31')!).toISOString()).toBe('9999-12-31T00:00:00.000Z');
  });

  it('refuses what is not a day', () => {
    for (const text of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '0000-00-00',
      '+010000-01-01',
      '26-1-1',
    ]) {
      expect([text, parseDay(text)]).toEqual([text, null]);
    }
  });
});

describe(dayProblem.name, () => {
  it('takes every day from 1970-01-01 to 9999-12-30, whose period ends by the end of 9999', () => {
    for (const day of ['1970-01-01', '2026-11-28', '9999-12-30']) expect([day, dayProblem(day)]).toEqual([day, null]);
  });

  it('says a far or early day is out of range, and anything else is not a date', () => {
    for (const day of ['9999-12-31', '1969-12-31', '0001-01-01', '0000-01-01']) {
      expect([day, dayProblem(day)]).toEqual([day, DAY_RANGE_MESSAGE]);
    }
    for (const value of ['99999-01-01', '2026-02-30', 'yesterday', '', 20261128, null, ['2026-11-28']]) {
      expect([value, dayProblem(value)]).toEqual([value, DAY_FORMAT_MESSAGE]);
    }
  });
});

describe('day bounds', () => {
  it('start at the midnight of the day and end at the next one, up to the last day', () => {
    expect(dayStart('1970-01-01').toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(dayEnd('2024-02-28').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(dayEnd('9999-12-30').toISOString()).toBe('9999-12-31T00:00:00.000Z');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('are never made for a day a request may not name', () => {
    expect(() => dayEnd('9999-12-31')).toThrow(RangeError);
    expect(() => dayStart('1969-12-31')).toThrow(RangeError);
    expect(() => nextDay('2026-02-30')).toThrow(RangeError);
  });
});
