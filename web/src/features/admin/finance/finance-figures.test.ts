import { describe, expect, it } from '@jest/globals';
import { chartRows, dayLabel, moneyOut, reconciles } from './finance-figures';
import { isDay, periodDraftSchema } from './finance-search';
import type { FinanceReport } from './queries';

const balances = {
  escrow: '5.00',
  wallets: '118.00',
  holds: '15.00',
  liabilities: '133.00',
  house: '2.00',
  owed: '0.00',
};
const flows = {
  deposits: '180.00',
  withdrawals: '40.00',
  refunds: '0.10',
  disputes: '0.20',
  disputes_won: '0.00',
  taken_back: '0.30',
  rake: '2.00',
  entry_fees: '0.00',
  overlay: '0.00',
};

function report(
  opening = { ...balances, escrow: '0.00', wallets: '0.00', holds: '0.00', liabilities: '0.00', house: '0.00' },
): FinanceReport {
  return {
    from: '2026-11-24',
    to: '2026-11-24',
    days: [{ day: '2026-11-24', ...flows, ...balances }],
    total: { ...flows, ...balances, liabilities: '132.70' },
    opening,
  };
}

describe('finance figures', () => {
  it('reconciles when the closing position is the opening plus money in less money out', () => {
    expect(reconciles(report())).toBe(true);
    expect(
      reconciles(
        report({ ...balances, escrow: '0.01', wallets: '0.00', holds: '0.00', liabilities: '0.00', house: '0.00' }),
      ),
    ).toBe(false);
  });

  it('plots money in and out per UTC day in exact cents', () => {
    expect(chartRows(report())).toEqual([{ day: 'Nov 24', moneyIn: 180, moneyOut: 40.3 }]);
    expect(moneyOut(flows)).toBe('40.30');
    expect(dayLabel('2026-01-01')).toBe('Jan 1');
  });

  it('takes real days only, the start not after the end', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(periodDraftSchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
    expect(periodDraftSchema.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
  });

  it('takes the days the server takes, 1970-01-01 to 9999-12-30, and says so (issue 30 §4)', () => {
    expect([isDay('1970-01-01'), isDay('9999-12-30'), isDay('9999-12-31'), isDay('1969-12-31')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const far = periodDraftSchema.safeParse({ from: '9999-12-31', to: '9999-12-31' });
    expect(far.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['from', 'Enter a date between 1970-01-01 and 9999-12-30'],
      ['to', 'Enter a date between 1970-01-01 and 9999-12-30'],
    ]);
  });
});
