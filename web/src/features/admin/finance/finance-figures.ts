/** The finance page's arithmetic, in integer cents (no React): what the chart plots and the reconciliation. */
import { dateTimeFormat } from '../../../lib/intl';
import { centsToDecimal, toCents } from '../../../lib/money';
import type { FinanceReport } from './queries';

interface Balances {
  liabilities: string;
  escrow: string;
  house: string;
  owed: string;
}

interface Flows {
  deposits: string;
  withdrawals: string;
  taken_back: string;
}

/** What the operator holds for others and keeps: liabilities + escrow + house - owed. */
export function positionCents(balances: Balances): number {
  return toCents(balances.liabilities) + toCents(balances.escrow) + toCents(balances.house) - toCents(balances.owed);
}

/** Money in less money out: deposits - withdrawals - taken back. */
export function netFlowCents(flows: Flows): number {
  return toCents(flows.deposits) - toCents(flows.withdrawals) - toCents(flows.taken_back);
}

/**
 * Whether the period reconciles: the position it closed with is the one it opened with plus the net flow. The
 * server's figures come from one ledger snapshot, so anything else is a bug worth showing.
 */
export function reconciles(report: FinanceReport): boolean {
  return positionCents(report.total) - positionCents(report.opening) === netFlowCents(report.total);
}

/** A day of the chart; the series' keys are ids, their names the chart's labels in the admin's language. */
export interface ChartRow {
  day: string;
  /** Coins in (deposits), for the chart's axis: whole cents read as coins. */
  moneyIn: number;
  /** Coins out (withdrawals paid and what was taken back). */
  moneyOut: number;
}

/** "Nov 25" ("25. Nov.") for "2026-11-25", in the admin's language, read as the UTC day it is. */
export function dayLabel(day: string): string {
  // A date-only ISO string is read as UTC midnight (ECMAScript's rule for the date-only form).
  return dateTimeFormat('finance-day', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(day));
}

export function chartRows(report: FinanceReport): ChartRow[] {
  return report.days.map((day) => ({
    day: dayLabel(day.day),
    moneyIn: toCents(day.deposits) / 100,
    moneyOut: (toCents(day.withdrawals) + toCents(day.taken_back)) / 100,
  }));
}

/** Money out of a day or the period as the API spells money. */
export function moneyOut(flows: Flows): string {
  return centsToDecimal(toCents(flows.withdrawals) + toCents(flows.taken_back));
}
