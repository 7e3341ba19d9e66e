import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../../shared/database/expressions.js';
import { all, db } from '../../../shared/database/query.js';
import type { HoldReason, PlannedHold } from '../domain/review-hold.js';

export interface HoldView {
  id: number;
  userId: number;
  reason: HoldReason;
  registerEntryId: number | null;
  declarationIds: number[];
  detail: string;
  heldAt: Date;
  clearedAt: Date | null;
  clearedBy: number | null;
  clearNote: string | null;
}

const date = (value: string | null) => (value === null ? null : new Date(value));

function holdQuery(em: EntityManager) {
  return db(em)
    .selectFrom('review_holds')
    .select([
      'id',
      'user_id',
      'reason',
      'register_entry_id',
      'declaration_ids',
      'detail',
      'held_at',
      'cleared_at',
      'cleared_by',
      'clear_note',
    ]);
}

type HoldRow = Awaited<ReturnType<ReturnType<typeof holdQuery>['execute']>>[number];

const toView = (row: HoldRow): HoldView => ({
  id: Number(row.id),
  userId: row.user_id,
  reason: row.reason,
  registerEntryId: row.register_entry_id === null ? null : Number(row.register_entry_id),
  declarationIds: row.declaration_ids.map(Number),
  detail: row.detail,
  heldAt: new Date(row.held_at),
  clearedAt: date(row.cleared_at),
  clearedBy: row.cleared_by,
  clearNote: row.clear_note,
});

/**
 * Writes the planned holds the account does not have yet: one per register entry and reason (cleared or not), and
 * one open per reason for the others. The caller holds the account's protection row lock, so the look for an open
 * hold and the write cannot be raced. Answers those written.
 */
export async function addHolds(em: EntityManager, userId: number, planned: PlannedHold[]): Promise<PlannedHold[]> {
  const written: PlannedHold[] = [];
  for (const hold of planned) {
    if (hold.registerEntryId === null && (await findHolds(em, [userId], true)).some((h) => h.reason === hold.reason))
      continue;
    const rows = await all(
      em,
      db(em)
        .insertInto('review_holds')
        .values({
          user_id: userId,
          reason: hold.reason,
          register_entry_id: hold.registerEntryId === null ? null : String(hold.registerEntryId),
          declaration_ids: hold.declarationIds.map(String),
          detail: hold.detail,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'reason', 'register_entry_id']).where('register_entry_id', 'is not', null).doNothing(),
        )
        .returning('id'),
    );
    if (rows.length) written.push(hold);
  }
  return written;
}

/** The account's holds, open and cleared, newest first. */
export async function findHolds(em: EntityManager, userIds: number[], openOnly = false): Promise<HoldView[]> {
  if (userIds.length === 0) return [];
  let query = holdQuery(em).where('user_id', 'in', userIds);
  if (openOnly) query = query.where('cleared_at', 'is', null);
  const rows = await all(em, query.orderBy('held_at', 'desc').orderBy('id', 'desc'));
  return rows.map(toView);
}

export async function clearHolds(em: EntityManager, ids: number[], adminId: number, note: string): Promise<void> {
  await all(
    em,
    db(em)
      .updateTable('review_holds')
      .set({ cleared_at: now(), cleared_by: adminId, clear_note: note })
      .where('id', 'in', ids.map(String)),
  );
}
