import { csvDocument } from '../../../shared/http/csv.js';
import type { FinanceReport } from '../contracts/finance-report.query.js';

/** The CSV's columns, in the order of the JSON report's fields. */
export const FINANCE_CSV_COLUMNS = [
  'day',
  'deposits',
  'withdrawals',
  'refunds',
  'disputes',
  'disputes_won',
  'taken_back',
  'rake',
  'entry_fees',
  'overlay',
  'escrow',
  'wallets',
  'holds',
  'liabilities',
  'house',
  'owed',
] as const;

/** One row per day and a last `total` row, each cell through the one CSV writer that keeps formulas out. */
export function financeCsv(report: FinanceReport): string {
  return csvDocument([
    FINANCE_CSV_COLUMNS,
    ...report.days.map((day) => FINANCE_CSV_COLUMNS.map((column) => day[column])),
    FINANCE_CSV_COLUMNS.map((column) => (column === 'day' ? 'total' : report.total[column])),
  ]);
}
