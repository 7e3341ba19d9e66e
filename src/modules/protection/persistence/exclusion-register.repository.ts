import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type ExpressionBuilder } from 'kysely';
import { all, db, type DB } from '../../../shared/database/query.js';
import { now } from '../../../shared/database/expressions.js';
import type { ExclusionKind, RegisterEntry } from '../domain/review-hold.js';

/** Ended entries one write deletes at most: a break never pays for a long backlog at once. */
const ENDED_PER_WRITE = 500;

const inForce = (eb: ExpressionBuilder<DB, 'exclusion_register'>) =>
  eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now())]);

function entryQuery(em: EntityManager) {
  return db(em)
    .selectFrom('exclusion_register')
    .select((eb) => [
      'id',
      'user_id',
      'kind',
      'email_key',
      eb.fn<string | null>('to_char', ['date_of_birth', eb.val('YYYY-MM-DD')]).as('date_of_birth'),
      'addresses',
      'period_ends_at',
      'ends_at',
    ])
    .where(inForce);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

const toEntry = (row: EntryRow): RegisterEntry => ({
  id: Number(row.id),
  userId: row.user_id,
  kind: row.kind,
  emailKey: row.email_key,
  dateOfBirth: row.date_of_birth,
  addresses: row.addresses,
  periodEndsAt: new Date(row.period_ends_at),
  endsAt: row.ends_at === null ? null : new Date(row.ends_at),
});

/** An entry as a break writes it: its id comes from the database. */
export type EntryFacts = Omit<RegisterEntry, 'id'>;

/**
 * Writes the player's entry for a break taken (under their protection row's lock). An entry still in force is
 * the same break lengthened: it keeps its id, so a hold already cleared for it is not raised again, and gathers
 * the addresses of both. Entries that have ended are deleted first, so a new break is a new entry.
 */
export async function writeRegisterEntry(em: EntityManager, facts: EntryFacts): Promise<void> {
  await all(
    em,
    db(em)
      .deleteFrom('exclusion_register')
      .where('id', 'in', (eb) =>
        eb.selectFrom('exclusion_register').select('id').where('ends_at', '<=', now()).limit(ENDED_PER_WRITE),
      ),
  );
  const values = {
    email_key: facts.emailKey,
    date_of_birth: facts.dateOfBirth,
    addresses: facts.addresses,
    period_ends_at: facts.periodEndsAt.toISOString(),
    ends_at: facts.endsAt?.toISOString() ?? null,
  };
  await all(
    em,
    db(em)
      .insertInto('exclusion_register')
      .values({ user_id: facts.userId, kind: facts.kind, ...values })
      .onConflict((oc) =>
        oc.columns(['user_id', 'kind']).doUpdateSet({
          ...values,
          addresses: sql<string[]>`ARRAY(SELECT DISTINCT unnest(exclusion_register.addresses || excluded.addresses))`,
        }),
      ),
  );
}

/** A self-exclusion whose player asked to reopen stays in the register until the account reopens. */
export async function endRegisterEntryAt(
  em: EntityManager,
  userId: number,
  kind: ExclusionKind,
  endsAt: Date | null,
): Promise<void> {
  await all(
    em,
    db(em)
      .updateTable('exclusion_register')
      .set({ ends_at: endsAt?.toISOString() ?? null })
      .where('user_id', '=', userId)
      .where('kind', '=', kind),
  );
}

/** A date of birth declared (or corrected) while the player's break is in force: compared from now on. */
export async function updateRegisterDateOfBirth(em: EntityManager, userId: number, dateOfBirth: string): Promise<void> {
  await all(
    em,
    db(em)
      .updateTable('exclusion_register')
      .set({ date_of_birth: dateOfBirth })
      .where('user_id', '=', userId)
      .where(inForce),
  );
}

/** The entries in force, of other players, that share the email key, or the date of birth and an address. */
export async function findRegisterEntries(
  em: EntityManager,
  account: { userId: number; emailKey: string; dateOfBirth: string | null; addresses: string[] },
): Promise<RegisterEntry[]> {
  const { dateOfBirth, addresses } = account;
  const rows = await all(
    em,
    entryQuery(em)
      .where('user_id', '<>', account.userId)
      .where((eb) =>
        eb.or([
          eb('email_key', '=', account.emailKey),
          ...(dateOfBirth && addresses.length
            ? [eb.and([eb('date_of_birth', '=', dateOfBirth), eb('addresses', '&&', eb.val(addresses))])]
            : []),
        ]),
      )
      .orderBy('id'),
  );
  return rows.map(toEntry);
}

/** Whether an entry in force has this email key (a registration's first check). */
export async function findEntryByEmail(em: EntityManager, emailKey: string): Promise<RegisterEntry | null> {
  const rows = await all(em, entryQuery(em).where('email_key', '=', emailKey).orderBy('id').limit(1));
  return rows.length ? toEntry(rows[0]) : null;
}

/** Which of the given entries are still in force. */
export async function entriesInForce(em: EntityManager, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await all(em, entryQuery(em).where('id', 'in', ids.map(String)));
  return new Set(rows.map((row) => Number(row.id)));
}
