import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../../shared/database/expressions.js';
import { all, db, first, one } from '../../../shared/database/query.js';
import { centsFromDb, type Cents } from '../../../shared/money/money.js';
import { LIMIT_KINDS, NO_LIMIT, type LimitKind, type LimitState } from '../domain/limits.js';
import type { RestrictionState } from '../domain/restrictions.js';

/** A player's protection row as the use cases read it. */
export interface ProtectionRecord extends RestrictionState {
  userId: number;
  dateOfBirth: string | null;
  /** 0: no reality check. */
  realityCheckMinutes: number;
  /** Since when the account waits for an admin's review (review_holds has why); null: it does not. */
  reviewHeldSince: Date | null;
}

const date = (value: string | null) => (value === null ? null : new Date(value));

function protectionQuery(em: EntityManager, userId: number) {
  return db(em)
    .selectFrom('player_protection')
    .select((eb) => [
      'user_id',
      eb.fn<string | null>('to_char', ['date_of_birth', eb.val('YYYY-MM-DD')]).as('date_of_birth'),
      'reality_check_minutes',
      'time_out_until',
      'self_excluded_until',
      'reopen_requested_at',
      'review_held_since',
    ])
    .where('user_id', '=', userId);
}

type ProtectionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof protectionQuery>['executeTakeFirst']>>>;

function toRecord(userId: number, row: ProtectionRow | undefined): ProtectionRecord {
  return {
    userId,
    dateOfBirth: row?.date_of_birth ?? null,
    realityCheckMinutes: row?.reality_check_minutes ?? 60,
    timeOutUntil: date(row?.time_out_until ?? null),
    selfExcludedUntil: date(row?.self_excluded_until ?? null),
    reopenRequestedAt: date(row?.reopen_requested_at ?? null),
    reviewHeldSince: date(row?.review_held_since ?? null),
  };
}

/** The row without a lock (defaults for a player who never used a tool). */
export async function readProtection(em: EntityManager, userId: number): Promise<ProtectionRecord> {
  return toRecord(userId, await first(em, protectionQuery(em, userId)));
}

/**
 * The row, created when missing and locked until the transaction ends: every deposit, stake and change of this
 * player's protection queues here, so a check and the write it guards cannot be raced past.
 */
export async function lockProtection(em: EntityManager, userId: number): Promise<ProtectionRecord> {
  await all(
    em,
    db(em)
      .insertInto('player_protection')
      .values({ user_id: userId })
      .onConflict((oc) => oc.doNothing()),
  );
  return toRecord(userId, await one(em, protectionQuery(em, userId).forUpdate()));
}

export interface ProtectionPatch {
  dateOfBirth?: string;
  realityCheckMinutes?: number;
  timeOutUntil?: Date;
  selfExcludedAt?: Date;
  selfExcludedUntil?: Date;
  reopenRequestedAt?: Date | null;
  reviewHeldSince?: Date | null;
}

/** Writes to a row the caller locked. */
export async function updateProtection(em: EntityManager, userId: number, patch: ProtectionPatch): Promise<void> {
  const iso = (value: Date | null | undefined) => (value === undefined ? undefined : (value?.toISOString() ?? null));
  await all(
    em,
    db(em)
      .updateTable('player_protection')
      .set({
        date_of_birth: patch.dateOfBirth,
        reality_check_minutes: patch.realityCheckMinutes,
        time_out_until: iso(patch.timeOutUntil),
        self_excluded_at: iso(patch.selfExcludedAt),
        self_excluded_until: iso(patch.selfExcludedUntil),
        reopen_requested_at: iso(patch.reopenRequestedAt),
        review_held_since: iso(patch.reviewHeldSince),
        updated_at: now(),
      })
      .where('user_id', '=', userId),
  );
}

const amount = (value: string | number | null): Cents | null => (value === null ? null : centsFromDb(value));

/** Every limit of the player as stored (none for a kind never set). */
export async function readLimits(em: EntityManager, userId: number): Promise<Map<LimitKind, LimitState>> {
  const rows = await all(
    em,
    db(em)
      .selectFrom('player_limits')
      .select(['kind', 'amount', 'pending_amount', 'effective_at'])
      .where('user_id', '=', userId),
  );
  const limits = new Map<LimitKind, LimitState>(LIMIT_KINDS.map((kind) => [kind, NO_LIMIT]));
  for (const row of rows) {
    limits.set(row.kind, {
      amount: amount(row.amount),
      pendingAmount: amount(row.pending_amount),
      effectiveAt: date(row.effective_at),
    });
  }
  return limits;
}

export async function writeLimit(em: EntityManager, userId: number, kind: LimitKind, state: LimitState): Promise<void> {
  const values = {
    amount: state.amount === null ? null : String(state.amount),
    pending_amount: state.pendingAmount === null ? null : String(state.pendingAmount),
    effective_at: state.effectiveAt?.toISOString() ?? null,
    updated_at: now(),
  };
  await all(
    em,
    db(em)
      .insertInto('player_limits')
      .values({ user_id: userId, kind, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values)),
  );
}
