import { cents } from '../../../shared/money/money.js';
import { dateOfBirthCheck, dateOfBirthProblem } from './age.js';
import { NO_LIMIT, requestLimit, settle } from './limits.js';
import { later, restrictionAt } from './restrictions.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const HOUR = 3_600_000;

describe('requestLimit', () => {
  it('sets a first limit and lowers one at once, dropping a waiting raise', () => {
    expect(requestLimit(NO_LIMIT, cents(5000), NOW)).toEqual({ state: { ...NO_LIMIT, amount: 5000 }, change: 'set' });
    const waiting = { amount: cents(5000), pendingAmount: cents(9000), effectiveAt: new Date(NOW.getTime() + HOUR) };
    expect(requestLimit(waiting, cents(2000), NOW)).toEqual({
      state: { ...NO_LIMIT, amount: 2000 },
      change: 'lowered',
    });
  });

  it('makes a raise or a removal wait 24 hours, and asking for the amount in force cancels it', () => {
    const current = { ...NO_LIMIT, amount: cents(5000) };
    const raised = requestLimit(current, cents(8000), NOW);
    expect(raised.change).toBe('raised');
    expect(raised.state).toEqual({
      amount: 5000,
      pendingAmount: 8000,
      effectiveAt: new Date(NOW.getTime() + 24 * HOUR),
    });
    expect(requestLimit(current, null, NOW).change).toBe('removed');
    expect(requestLimit(raised.state, cents(5000), NOW)).toEqual({ state: current, change: 'unchanged' });
  });

  it('settles a waiting change once its time came, and not before', () => {
    const waiting = { amount: cents(5000), pendingAmount: null, effectiveAt: new Date(NOW.getTime() + HOUR) };
    expect(settle(waiting, NOW)).toBe(waiting);
    expect(settle(waiting, new Date(NOW.getTime() + HOUR))).toEqual(NO_LIMIT);
  });
});

describe('restrictions', () => {
  const none = { timeOutUntil: null, selfExcludedUntil: null, reopenRequestedAt: null };

  it('never shortens: the later end wins', () => {
    const soon = new Date(NOW.getTime() + HOUR);
    const far = new Date(NOW.getTime() + 10 * HOUR);
    expect(later(far, soon)).toBe(far);
    expect(later(soon, far)).toBe(far);
  });

  it('keeps a self-exclusion past its period until a reopening asked for has waited 24 hours', () => {
    const ended = { ...none, selfExcludedUntil: new Date(NOW.getTime() - HOUR) };
    expect(restrictionAt(ended, NOW)).toEqual({ kind: 'self_exclusion', endsAt: null });
    const asked = { ...ended, reopenRequestedAt: new Date(NOW.getTime() - 23 * HOUR) };
    expect(restrictionAt(asked, NOW)?.endsAt).toEqual(new Date(NOW.getTime() + HOUR));
    expect(restrictionAt({ ...ended, reopenRequestedAt: new Date(NOW.getTime() - 25 * HOUR) }, NOW)).toBeNull();
    expect(restrictionAt({ ...none, timeOutUntil: new Date(NOW.getTime() + HOUR) }, NOW)?.kind).toBe('time_out');
    expect(restrictionAt(none, NOW)).toBeNull();
  });
});

describe('dateOfBirthProblem', () => {
  it('takes 18 on the birthday, refuses the day before, a date that does not exist and the future', () => {
    expect(dateOfBirthProblem('2008-11-25', 18, NOW)).toBeNull();
    expect(dateOfBirthProblem('2008-11-26', 18, NOW)).toBe('You must be at least 18 years old to play.');
    expect(dateOfBirthProblem('1990-02-30', 18, NOW)).toBe('Enter a valid date in the format YYYY-MM-DD.');
    expect(dateOfBirthProblem('2027-01-01', 18, NOW)).toBe('The date of birth cannot be in the future.');
  });
});

describe('dateOfBirthCheck', () => {
  it('tells a date under age from one that is no date of birth at all (only the first is remembered)', () => {
    expect(dateOfBirthCheck('2008-11-26', 18, NOW)?.kind).toBe('under_age');
    expect(dateOfBirthCheck('2027-01-01', 18, NOW)?.kind).toBe('invalid');
    expect(dateOfBirthCheck('1890-01-01', 18, NOW)?.kind).toBe('invalid');
    expect(dateOfBirthCheck('1990-02-30', 18, NOW)?.kind).toBe('invalid');
    expect(dateOfBirthCheck('1990-01-01', 18, NOW)).toBeNull();
  });
});
