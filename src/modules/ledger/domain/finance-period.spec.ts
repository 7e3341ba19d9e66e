import { DomainError } from '../../../shared/errors/domain-error.js';
import { daysBetween, resolveFinancePeriod } from './finance-period.js';

const NOW = new Date('2026-11-26T01:30:00Z');

function fieldsOf(asked: { from?: string; to?: string }): Record<string, string[]> | undefined {
  try {
    resolveFinancePeriod(asked, NOW);
  } catch (error) {
    if (error instanceof DomainError) return error.englishFields;
    throw error;
  }
  return undefined;
}

describe(resolveFinancePeriod.name, () => {
  it('defaults to the last 30 UTC days, today included', () => {
    expect(resolveFinancePeriod({}, NOW)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(resolveFinancePeriod({ to: '2026-03-01' }, NOW)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(resolveFinancePeriod({ from: '2026-11-20' }, NOW)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
  });

  it('takes one day and a leap year', () => {
    expect(resolveFinancePeriod({ from: '2026-11-25', to: '2026-11-25' }, NOW)).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
    });
    expect(resolveFinancePeriod({ from: '2024-01-01', to: '2024-12-31' }, NOW).to).toBe('2024-12-31');
  });

  it('refuses dates that are not days, a start after the end and more than 366 days, per field', () => {
    const invalid = ['Enter a valid date in the format YYYY-MM-DD.'];
    expect(fieldsOf({ from: '2026-02-30' })).toEqual({ from: invalid });
    expect(fieldsOf({ from: 'yesterday', to: '2026-13-01' })).toEqual({ from: invalid, to: invalid });
    expect(fieldsOf({ from: '2026-11-02', to: '2026-11-01' })).toEqual({
      to: ['The end date must not be before the start date.'],
    });
    expect(fieldsOf({ from: '2025-01-01', to: '2026-01-02' })).toEqual({ to: ['A report covers at most 366 days.'] });
    expect(fieldsOf({ from: '2025-01-01', to: '2026-01-01' })).toBeUndefined();
  });

  it('refuses days outside 1970-01-01..9999-12-30 as every day a request names (issue 30 §4)', () => {
    const range = ['Enter a date between 1970-01-01 and 9999-12-30.'];
    expect(fieldsOf({ from: '9999-12-31', to: '9999-12-31' })).toEqual({ from: range, to: range });
    expect(fieldsOf({ from: '1969-12-31', to: '1970-01-01' })).toEqual({ from: range });
    expect(resolveFinancePeriod({ from: '9999-12-30', to: '9999-12-30' }, NOW)).toEqual({
      from: '9999-12-30',
      to: '9999-12-30',
    });
  });
});

describe(daysBetween.name, () => {
  it('lists every day across a month end, both ends included', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
