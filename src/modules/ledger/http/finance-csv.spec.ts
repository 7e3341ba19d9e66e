import type { FinanceDay, FinanceReport } from '../contracts/finance-report.query.js';
import { FINANCE_CSV_COLUMNS, financeCsv } from './finance-csv.js';

const FIGURES = FINANCE_CSV_COLUMNS.filter((column) => column !== 'day');

const figures = (value: string) =>
  Object.fromEntries(FIGURES.map((column) => [column, value])) as Omit<FinanceDay, 'day'>;

/** A one-day report whose day cell and figures are as given, the total's figures all `total`. */
const reportOf = (day: string, value: string, total: string): FinanceReport => ({
  from: '2026-11-27',
  to: '2026-11-27',
  days: [{ day, ...figures(value) }],
  total: figures(total),
  opening: figures('0.00'),
});

describe(financeCsv.name, () => {
  it('writes a header, a row a day and a total row, negative money as numbers', () => {
    const negative = FIGURES.map(() => '-12.50').join(',');
    expect(financeCsv(reportOf('2026-11-27', '-12.50', '-12.50'))).toBe(
      `${FINANCE_CSV_COLUMNS.join(',')}\r\n2026-11-27,${negative}\r\ntotal,${negative}\r\n`,
    );
  });

  it('never lets a cell start a formula, whatever the report comes to hold (issue 30 §4)', () => {
    const [, day, total] = financeCsv(reportOf('=HYPERLINK("http://x")', '@SUM(A1)', '-1+1')).split('\r\n');
    expect(day.startsWith(`"'=HYPERLINK(""http://x"")",'@SUM(A1),`)).toBe(true);
    expect(total.split(',').slice(1)).toEqual(FIGURES.map(() => "'-1+1"));
  });
});
