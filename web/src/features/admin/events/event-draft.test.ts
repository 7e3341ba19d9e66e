import { describe, expect, it } from '@jest/globals';
import { toDraft, toFilter, type Draft } from './event-draft';

const empty: Draft = { type: '', aggregate_type: '', aggregate_id: '', user: '', since: '', until: '' };

describe('toFilter', () => {
  it('keeps only the fields filled in, ids as numbers where they are', () => {
    expect(
      toFilter({ ...empty, type: 'MatchCompleted', aggregate_type: 'match', aggregate_id: ' 7 ', user: '42' }),
    ).toEqual({
      filter: { type: 'MatchCompleted', aggregate_type: 'match', aggregate_id: 7, user: 42 },
      errors: {},
    });
    expect(toFilter(empty)).toEqual({ filter: {}, errors: {} });
  });

  it('refuses a user id that is not a positive whole number', () => {
    expect(toFilter({ ...empty, user: 'bob' }).errors.user).toBe('A user id is a whole number');
    expect(toFilter({ ...empty, user: '0' }).errors.user).toBe('A user id is a whole number');
  });

  it('refuses an aggregate id over 64 characters', () => {
    expect(toFilter({ ...empty, aggregate_id: 'x'.repeat(65) }).errors.aggregate_id).toBe('At most 64 characters');
  });

  it('wants "To" after "From"', () => {
    const result = toFilter({ ...empty, since: '2026-11-24T10:00', until: '2026-11-24T09:00' });
    expect(result.errors.until).toBe('Must be after "From"');
  });
});

describe('toDraft', () => {
  it('writes a filter back into the form, blanks for what is absent', () => {
    expect(toDraft({ aggregate_id: 7, user: 42 })).toEqual({ ...empty, aggregate_id: '7', user: '42' });
  });

  it('round-trips through toFilter', () => {
    const filter = { type: 'MatchCompleted', aggregate_type: 'match', aggregate_id: 'abc', user: 3 };
    expect(toFilter(toDraft(filter)).filter).toEqual(filter);
  });
});

describe('toFilter with several mistakes', () => {
  it('reports each field at once, the order of the dates too', () => {
    const result = toFilter({ ...empty, user: 'bob', since: '2026-11-24T10:00', until: '2026-11-24T09:00' });
    expect(result.errors).toEqual({ user: 'A user id is a whole number', until: 'Must be after "From"' });
  });

  it('refuses a date it cannot read', () => {
    expect(toFilter({ ...empty, since: 'soon' }).errors).toEqual({ since: 'Enter a valid date and time' });
  });
});
