import type { FinanceDay, FinanceReport } from '../contracts/finance-report.query.js';
import { FINANCE_CSV_COLUMNS, financeCsv } from './finance-csv.js';

const figures = (value: string) =>
  Object.fromEntries(FINANCE_CSV_COLUMNS.filter((c) => c !== 'day').map((c) => [c, value])) as Omit<FinanceDay, 'day'>;

describe(financeCsv.name, () => {
  it('writes a header, a row a day and a total row, negative money as numbers', () => {
    const report: FinanceReport = {
      from: '2026-11-27',
      to: '2026-11-27',
      days: [{ day: '2026-11-27', ...figures('-12.50') }],
      total: figures('-12.50'),
      opening: figures('0.00'),
    };
    const negative = Array(FINANCE_CSV_COLUMNS.length - 1)
      .fill('-12.50')
      .join(',');
    expect(financeCsv(report)).toBe(
      `${FINANCE_CSV_COLUMNS.join(',')}\r\n2026-11-27,${negative}\r\ntotal,${negative}\r\n`,
    );
  });

  it('never lets a cell start a formula, whatever the report comes to hold (issue 30 §4)', () => {
    const report: FinanceReport = {
      from: '2026-11-27',
      to: '2026-11-27',
      days: [{ day: '=HYPERLINK("http://x")', ...figures('@SUM(A1)') }],
      total: figures('-1+1'),
      opening: figures('0.00'),
    };
    const [, day, total] = financeCsv(report).split('\r\n');
    expect(day.startsWith(`"'=HYPERLINK(""http://x"")",'@SUM(A1),`)).toBe(true);
    expect(total.split(',').slice(1)).toEqual(Array(FINANCE_CSV_COLUMNS.length - 1).fill("'-1+1"));
  });
});
