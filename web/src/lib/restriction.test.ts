import { describe, expect, it } from '@jest/globals';
import { playRestriction, utcMinute } from './restriction';

const free = {
  date_of_birth: null,
  reality_check_minutes: null,
  time_out: { active: false, ends_at: null },
  self_exclusion: { active: false, ends_at: null, can_request_reopen: false },
};

describe('playRestriction', () => {
  const now = Date.parse('2026-11-28T04:00:00Z');

  it('is null without a break', () => {
    expect(playRestriction(free, now)).toBeNull();
    expect(playRestriction(undefined, now)).toBeNull();
  });

  it('words a time-out with its end in UTC, as the server refuses it', () => {
    const r = playRestriction({ ...free, time_out: { active: true, ends_at: '2026-11-29T04:00:30.000Z' } }, now);
    expect(r?.kind).toBe('time_out');
    expect(r?.message).toBe(
      'You are on a time-out until 2026-11-29 04:00 UTC. Deposits and tournament entries are closed until then.',
    );
    expect(r?.reason).toBe('Closed during your time-out');
  });

  it('drops a time-out whose end has passed since the profile was read', () => {
    expect(playRestriction({ ...free, time_out: { active: true, ends_at: '2026-11-28T03:59:00Z' } }, now)).toBeNull();
  });

  it('puts a self-exclusion first, and words one waiting to be reopened', () => {
    const both = {
      ...free,
      time_out: { active: true, ends_at: '2026-11-29T04:00:00Z' },
      self_exclusion: { active: true, ends_at: '2027-05-28T04:00:00Z', can_request_reopen: false },
    };
    expect(playRestriction(both, now)?.message).toMatch(/^Your account is self-excluded until 2027-05-28 04:00 UTC\./);
    const waiting = { ...free, self_exclusion: { active: true, ends_at: null, can_request_reopen: true } };
    expect(playRestriction(waiting, now)?.message).toMatch(/ask to reopen it/);
  });

  it('formats to the minute in UTC', () => {
    expect(utcMinute('2026-01-02T03:04:59Z')).toBe('2026-01-02 03:04 UTC');
  });
});
