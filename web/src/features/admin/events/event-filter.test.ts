import { describe, expect, it } from '@jest/globals';
import { eventSearch, fromLocalInput, isoOrUndefined } from './event-filter';

describe('eventSearch', () => {
  it('keeps the filters an address names, ids as numbers where they are', () => {
    expect(
      eventSearch.parse({
        type: ' MatchCompleted ',
        aggregate_type: 'Tournament',
        aggregate_id: '7',
        user: 42,
        since: '2026-11-24T10:00:00Z',
      }),
    ).toEqual({
      type: 'MatchCompleted',
      aggregate_type: 'tournament',
      aggregate_id: 7,
      user: 42,
      since: '2026-11-24T10:00:00.000Z',
    });
    expect(eventSearch.parse({ aggregate_id: 'abc' })).toEqual({ aggregate_id: 'abc' });
  });

  it('leaves every absent filter out', () => {
    expect(eventSearch.parse({})).toEqual({});
  });

  it('drops what the server would refuse instead of failing, overriding the raw value', () => {
    const parsed = eventSearch.parse({
      type: 'Match-Completed',
      aggregate_type: 'a b',
      aggregate_id: 'x'.repeat(65),
      user: '0',
      since: 'yesterday',
      until: '0000-01-01T00:00:00Z',
    });
    expect(parsed).toEqual({
      type: undefined,
      aggregate_type: undefined,
      aggregate_id: undefined,
      user: undefined,
      since: undefined,
      until: undefined,
    });
    for (const user of ['bob', '-1', '1.5', '12345678901', ''])
      expect(eventSearch.parse({ user }).user).toBeUndefined();
  });
});

describe('isoOrUndefined', () => {
  it('normalises a readable instant and refuses the rest', () => {
    expect(isoOrUndefined('2026-11-24T10:00:00+01:00')).toBe('2026-11-24T09:00:00.000Z');
    expect(isoOrUndefined('')).toBeUndefined();
    expect(isoOrUndefined('not a date')).toBeUndefined();
    expect(isoOrUndefined(undefined)).toBeUndefined();
  });

  it('reads a datetime-local value in local time', () => {
    expect(fromLocalInput('2026-11-24T10:00')).toBe(new Date(2026, 10, 24, 10, 0).toISOString());
    expect(fromLocalInput('')).toBeUndefined();
  });
});
