import { formatCents, type Cents } from '../../../shared/money/money.js';
import type { ProtectionView } from '../contracts/protection.queries.js';
import { LIMIT_KINDS, NO_LIMIT, settle, type LimitKind, type LimitState } from '../domain/limits.js';
import { restrictionAt, selfExcluded, selfExclusionEnd } from '../domain/restrictions.js';
import type { ProtectionRecord } from '../persistence/protection.repository.js';

const money = (amount: Cents | null) => (amount === null ? null : formatCents(amount));

export function protectionView(record: ProtectionRecord, now: Date): ProtectionView {
  const restriction = restrictionAt(record, now);
  const excluded = selfExcluded(record, now);
  const timedOut = record.timeOutUntil !== null && record.timeOutUntil > now;
  return {
    date_of_birth: record.dateOfBirth,
    time_out: { active: timedOut, ends_at: timedOut ? (record.timeOutUntil?.toISOString() ?? null) : null },
    self_exclusion: {
      active: excluded,
      ends_at: excluded && restriction?.kind === 'self_exclusion' ? (restriction.endsAt?.toISOString() ?? null) : null,
      can_request_reopen:
        excluded &&
        record.selfExcludedUntil !== null &&
        record.selfExcludedUntil <= now &&
        selfExclusionEnd(record) === null,
    },
    reality_check_minutes: record.realityCheckMinutes || null,
  };
}

export interface PendingLimitView {
  limit: LimitKind;
  /** What the limit becomes; null: removed. */
  amount: string | null;
  effective_at: string;
}

export type LimitsView = Record<LimitKind, string | null> & {
  pending: PendingLimitView[];
  reality_check_minutes: number | null;
};

/** The limits in force at `now` (a change whose time came counts as made) and those still waiting. */
export function limitsView(limits: Map<LimitKind, LimitState>, realityCheckMinutes: number, now: Date): LimitsView {
  const pending: PendingLimitView[] = [];
  const inForce = {} as Record<LimitKind, string | null>;
  for (const kind of LIMIT_KINDS) {
    const state = settle(limits.get(kind) ?? NO_LIMIT, now);
    inForce[kind] = money(state.amount);
    if (state.effectiveAt)
      pending.push({ limit: kind, amount: money(state.pendingAmount), effective_at: state.effectiveAt.toISOString() });
  }
  return { ...inForce, pending, reality_check_minutes: realityCheckMinutes || null };
}
