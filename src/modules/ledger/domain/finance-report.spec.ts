import { cents, type Cents } from '../../../shared/money/money.js';
import { buildFinanceReport, LATER_THAN_PERIOD, type FinanceBucket, type FinanceMovement } from './finance-report.js';

const move = (day: string, bucket: FinanceBucket, type: string, amount: number): FinanceMovement => ({
  day,
  bucket,
  type,
  total: cents(amount),
});

/** Each entry as its legs: the movements on the buckets, summing to zero. */
const entries: FinanceMovement[] = [
  // Day 1: 100.00 deposited, a 10.00 fee into escrow.
  move('2026-11-01', 'cash_in', 'DEPOSIT', -10000),
  move('2026-11-01', 'wallets', 'DEPOSIT', 10000),
  move('2026-11-01', 'wallets', 'TOURNAMENT_FEE', -1000),
  move('2026-11-01', 'escrow', 'TOURNAMENT_FEE', 1000),
  // Day 2 (nothing on day 3): the prize paid with 1.00 rake, 30.00 requested and 20.00 of it paid out.
  move('2026-11-02', 'escrow', 'TOURNAMENT_WIN', -1000),
  move('2026-11-02', 'wallets', 'TOURNAMENT_WIN', 900),
  move('2026-11-02', 'house', 'TOURNAMENT_WIN', 100),
  move('2026-11-02', 'wallets', 'WITHDRAW', -3000),
  move('2026-11-02', 'holds', 'WITHDRAW', 3000),
  move('2026-11-02', 'holds', 'WITHDRAWAL_PAYOUT', -2000),
  move('2026-11-02', 'cash_out', 'WITHDRAWAL_PAYOUT', 2000),
  // After the period: a 50.00 dispute, which the closing balances of the period must leave out.
  move(LATER_THAN_PERIOD, 'wallets', 'DEPOSIT_DISPUTE', -5000),
  move(LATER_THAN_PERIOD, 'cash_in', 'DEPOSIT_DISPUTE', 5000),
];

function balancesNow(movements: FinanceMovement[]): Map<FinanceBucket, Cents> {
  const now = new Map<FinanceBucket, Cents>();
  for (const { bucket, total } of movements) now.set(bucket, cents((now.get(bucket) ?? 0) + total));
  return now;
}

describe(buildFinanceReport.name, () => {
  it('sums each day from the boundary and the house, and closes each day with the balances of its end', () => {
    const report = buildFinanceReport({ from: '2026-11-02', to: '2026-11-03' }, balancesNow(entries), entries.slice(4));
    expect(report.opening).toEqual({
      escrow: '10.00',
      wallets: '90.00',
      holds: '0.00',
      liabilities: '90.00',
      house: '0.00',
      owed: '0.00',
    });
    expect(
      report.days.map((d) => [d.day, d.deposits, d.withdrawals, d.rake, d.escrow, d.liabilities, d.house]),
    ).toEqual([
      ['2026-11-02', '0.00', '20.00', '1.00', '0.00', '79.00', '1.00'],
      ['2026-11-03', '0.00', '0.00', '0.00', '0.00', '79.00', '1.00'],
    ]);
    expect(report.days[1].holds).toBe('10.00');
    expect(report.total).toMatchObject({
      withdrawals: '20.00',
      rake: '1.00',
      taken_back: '0.00',
      liabilities: '79.00',
    });
  });

  it('reads taken back net of disputes won, and what a receivable holds as owed', () => {
    const later = [
      move('2026-11-05', 'wallets', 'DEPOSIT_REFUND', -1000),
      move('2026-11-05', 'cash_in', 'DEPOSIT_REFUND', 1000),
      move('2026-11-05', 'wallets', 'DEPOSIT_DISPUTE', -2000),
      move('2026-11-05', 'receivables', 'DEPOSIT_DISPUTE', -3000),
      move('2026-11-05', 'cash_in', 'DEPOSIT_DISPUTE', 5000),
      move('2026-11-06', 'cash_in', 'DISPUTE_WON', -5000),
      move('2026-11-06', 'receivables', 'DISPUTE_WON', 3000),
      move('2026-11-06', 'wallets', 'DISPUTE_WON', 2000),
    ];
    const all = [...entries.slice(0, 11), ...later];
    const report = buildFinanceReport({ from: '2026-11-01', to: '2026-11-06' }, balancesNow(all), all);
    const day5 = report.days[4];
    expect(day5).toMatchObject({ refunds: '10.00', disputes: '50.00', disputes_won: '0.00', taken_back: '60.00' });
    expect(day5).toMatchObject({ owed: '30.00', wallets: '39.00' });
    expect(report.days[5]).toMatchObject({ disputes_won: '50.00', taken_back: '-50.00', owed: '0.00' });
    expect(report.total).toMatchObject({
      deposits: '100.00',
      taken_back: '10.00',
      refunds: '10.00',
      disputes: '50.00',
    });
    expect(report.opening.liabilities).toBe('0.00');
  });
});
