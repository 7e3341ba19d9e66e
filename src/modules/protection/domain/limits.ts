import type { Cents } from '../../../shared/money/money.js';

export const LIMIT_KINDS = [
  'deposit_daily',
  'deposit_weekly',
  'deposit_monthly',
  'loss_daily',
  'loss_weekly',
  'loss_monthly',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The rolling window of each limit, in hours: 24 h, 7 days, 30 days. */
export const WINDOW_HOURS: Record<LimitKind, number> = {
  deposit_daily: 24,
  deposit_weekly: 24 * 7,
  deposit_monthly: 24 * 30,
  loss_daily: 24,
  loss_weekly: 24 * 7,
  loss_monthly: 24 * 30,
};

export const WINDOW_NAMES: Record<LimitKind, string> = {
  deposit_daily: '24 hours',
  deposit_weekly: '7 days',
  deposit_monthly: '30 days',
  loss_daily: '24 hours',
  loss_weekly: '7 days',
  loss_monthly: '30 days',
};

export const isDepositLimit = (kind: LimitKind) => kind.startsWith('deposit_');

/** A raise or a removal waits this long, so a decision taken in the heat of play cools first. */
export const COOLING_OFF_HOURS = 24;

/** One limit as stored: the amount in force (null: none) and a raise or removal waiting for `effectiveAt`. */
export interface LimitState {
  amount: Cents | null;
  pendingAmount: Cents | null;
  effectiveAt: Date | null;
}

export const NO_LIMIT: LimitState = { amount: null, pendingAmount: null, effectiveAt: null };

/** The state at `now`: a pending change whose time came is the amount in force. */
export function settle(state: LimitState, now: Date): LimitState {
  if (state.effectiveAt && state.effectiveAt.getTime() <= now.getTime())
    return { ...NO_LIMIT, amount: state.pendingAmount };
  return state;
}

export type LimitChange = 'lowered' | 'raised' | 'removed' | 'unchanged' | 'set';

/**
 * What asking for `requested` (null: no limit) does to a settled limit: a lower one (or a first one) takes effect
 * at once and drops any pending raise; a higher one or a removal waits 24 hours, replacing any pending change.
 * Asking for the amount in force cancels a pending change.
 */
export function requestLimit(
  current: LimitState,
  requested: Cents | null,
  now: Date,
): { state: LimitState; change: LimitChange } {
  const amount = current.amount;
  if (requested === amount) return { state: { ...NO_LIMIT, amount }, change: 'unchanged' };
  if (amount === null) return { state: { ...NO_LIMIT, amount: requested }, change: 'set' };
  if (requested !== null && requested < amount) return { state: { ...NO_LIMIT, amount: requested }, change: 'lowered' };
  const effectiveAt = new Date(now.getTime() + COOLING_OFF_HOURS * 3_600_000);
  return {
    state: { amount, pendingAmount: requested, effectiveAt },
    change: requested === null ? 'removed' : 'raised',
  };
}

/** What is left under a limit after `used`; never below zero. */
export function remainingUnder(limit: Cents, used: Cents): Cents {
  return Math.max(0, limit - used) as Cents;
}
