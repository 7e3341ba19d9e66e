import {
  addCents,
  formatCents,
  negateCents,
  subtractCents,
  ZERO_CENTS,
  type Cents,
} from '../../../shared/money/money.js';
import type { FinanceBalances, FinanceDay, FinanceFlows, FinanceReport } from '../contracts/finance-report.query.js';
import { daysBetween } from './finance-period.js';

/** How the report groups accounts: the operator's boundary (cash in, cash out) and what lies inside it. */
export type FinanceBucket = 'wallets' | 'holds' | 'escrow' | 'house' | 'receivables' | 'cash_in' | 'cash_out' | 'other';

/** Postings of one bucket and entry type on one UTC day (`LATER_THAN_PERIOD` for anything after the period). */
export interface FinanceMovement {
  day: string;
  bucket: FinanceBucket;
  type: string;
  total: Cents;
}

export const LATER_THAN_PERIOD = 'later';

const BOUNDARY: ReadonlySet<FinanceBucket> = new Set(['cash_in', 'cash_out']);
const RAKE_TYPES: ReadonlySet<string> = new Set(['TOURNAMENT_WIN', 'HOUSE_RAKE']);
const FEE_TYPES: ReadonlySet<string> = new Set(['TOURNAMENT_FEE', 'TOURNAMENT_REFUND']);

type FlowCents = Record<keyof FinanceFlows, Cents>;
type BalanceCents = Record<FinanceBucket, Cents>;

const noFlows = (): FlowCents => ({
  deposits: ZERO_CENTS,
  withdrawals: ZERO_CENTS,
  refunds: ZERO_CENTS,
  disputes: ZERO_CENTS,
  disputes_won: ZERO_CENTS,
  taken_back: ZERO_CENTS,
  rake: ZERO_CENTS,
  entry_fees: ZERO_CENTS,
  overlay: ZERO_CENTS,
});

const noBalances = (): BalanceCents => ({
  wallets: ZERO_CENTS,
  holds: ZERO_CENTS,
  escrow: ZERO_CENTS,
  house: ZERO_CENTS,
  receivables: ZERO_CENTS,
  cash_in: ZERO_CENTS,
  cash_out: ZERO_CENTS,
  other: ZERO_CENTS,
});

/**
 * What a movement adds to the day's flows. Money enters and leaves the operator only through cash in and cash
 * out, so deposits, payouts and what the provider takes back are read on those two accounts (the side that
 * never belongs to a player): a refund larger than the wallet still counts whole, part of it owed.
 */
function addFlow(flows: FlowCents, { bucket, type, total }: FinanceMovement): void {
  if (bucket === 'house' && RAKE_TYPES.has(type)) flows.rake = addCents(flows.rake, total);
  // Read on the escrow side: a fee paid in, a refund taken out, the house's overlay put in (issue 32 §2).
  if (bucket === 'escrow' && FEE_TYPES.has(type)) flows.entry_fees = addCents(flows.entry_fees, total);
  if (bucket === 'escrow' && type === 'TOURNAMENT_OVERLAY') flows.overlay = addCents(flows.overlay, total);
  if (!BOUNDARY.has(bucket)) return;
  if (type === 'DEPOSIT') flows.deposits = subtractCents(flows.deposits, total);
  else if (type === 'WITHDRAWAL_PAYOUT') flows.withdrawals = addCents(flows.withdrawals, total);
  else if (type === 'DEPOSIT_REFUND') flows.refunds = addCents(flows.refunds, total);
  else if (type === 'DEPOSIT_DISPUTE') flows.disputes = addCents(flows.disputes, total);
  else if (type === 'DISPUTE_WON') flows.disputes_won = subtractCents(flows.disputes_won, total);
  flows.taken_back = subtractCents(addCents(flows.refunds, flows.disputes), flows.disputes_won);
}

function formatFlows(flows: FlowCents): FinanceFlows {
  return {
    deposits: formatCents(flows.deposits),
    withdrawals: formatCents(flows.withdrawals),
    refunds: formatCents(flows.refunds),
    disputes: formatCents(flows.disputes),
    disputes_won: formatCents(flows.disputes_won),
    taken_back: formatCents(flows.taken_back),
    rake: formatCents(flows.rake),
    entry_fees: formatCents(flows.entry_fees),
    overlay: formatCents(flows.overlay),
  };
}

function formatBalances(balances: BalanceCents): FinanceBalances {
  return {
    escrow: formatCents(balances.escrow),
    wallets: formatCents(balances.wallets),
    holds: formatCents(balances.holds),
    liabilities: formatCents(addCents(balances.wallets, balances.holds)),
    house: formatCents(balances.house),
    // A receivable runs negative as the player's debt grows: owed is its opposite.
    owed: formatCents(negateCents(balances.receivables)),
  };
}

function undo(balances: BalanceCents, movements: readonly FinanceMovement[]): BalanceCents {
  const before = { ...balances };
  for (const { bucket, total } of movements) before[bucket] = subtractCents(before[bucket], total);
  return before;
}

/**
 * The report from the accounts' balances now and the postings since the period's first day, read in one
 * snapshot. A day's closing balances are today's less everything posted after that day, walking back from the
 * newest day: a sum of amounts, so postings committed out of time order still land on their own day.
 */
export function buildFinanceReport(
  period: { from: string; to: string },
  current: ReadonlyMap<FinanceBucket, Cents>,
  movements: readonly FinanceMovement[],
): FinanceReport {
  const days = daysBetween(period.from, period.to);
  const byDay = new Map<string, FinanceMovement[]>();
  for (const movement of movements) {
    byDay.set(movement.day, [...(byDay.get(movement.day) ?? []), movement]);
  }
  let closing = noBalances();
  for (const [bucket, total] of current) closing[bucket] = total;
  closing = undo(closing, byDay.get(LATER_THAN_PERIOD) ?? []);

  const rows: FinanceDay[] = [];
  const total = noFlows();
  const periodEnd = closing;
  for (const day of [...days].reverse()) {
    const flows = noFlows();
    const ofDay = byDay.get(day) ?? [];
    for (const movement of ofDay) {
      addFlow(flows, movement);
      addFlow(total, movement);
    }
    rows.push({ day, ...formatFlows(flows), ...formatBalances(closing) });
    closing = undo(closing, ofDay);
  }
  return {
    from: period.from,
    to: period.to,
    days: rows.reverse(),
    total: { ...formatFlows(total), ...formatBalances(periodEnd) },
    opening: formatBalances(closing),
  };
}
