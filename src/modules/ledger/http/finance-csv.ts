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
  'escrow',
  'wallets',
  'holds',
  'liabilities',
  'house',
  'owed',
] as const;

/**
 * One row per day and a last `total` row. Every cell is a date, a money string or `total`, so nothing needs
 * quoting and no cell can start a spreadsheet formula.
 */
export function financeCsv(report: FinanceReport): string {
  const lines = [FINANCE_CSV_COLUMNS.join(',')];
  for (const day of report.days) lines.push(FINANCE_CSV_COLUMNS.map((column) => day[column]).join(','));
  lines.push(FINANCE_CSV_COLUMNS.map((column) => (column === 'day' ? 'total' : report.total[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
