import type { EntityManager } from '@mikro-orm/postgresql';
import { ago } from '../../../shared/database/expressions.js';
import { all, db, first, one } from '../../../shared/database/query.js';
import { AGE_REFUSAL_WINDOW_HOURS, type NearbyRefusal } from '../domain/review-hold.js';

/** How long a refused registration (no account) keeps its address and email for comparison: the address retention. */
const UNLINKED_RETENTION_DAYS = 90;

export type DeclarationSource = 'registration' | 'player' | 'admin';
export type DeclarationOutcome = 'accepted' | 'under_age' | 'after_refusal';

export interface Declaration {
  userId: number | null;
  dateOfBirth: string;
  source: DeclarationSource;
  outcome: DeclarationOutcome;
  clientAddress: string | null;
  emailKey: string | null;
}

/**
 * Notes one date of birth given and what became of it. A refused registration's row is the only one with no
 * account; those older than the retention go with the same statement, unless a hold still points at them.
 */
export async function recordDeclaration(em: EntityManager, declaration: Declaration): Promise<number> {
  if (declaration.userId === null) {
    await all(
      em,
      db(em)
        .deleteFrom('date_of_birth_declarations')
        .where('user_id', 'is', null)
        .where('declared_at', '<', ago({ days: UNLINKED_RETENTION_DAYS }))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('review_holds')
                .select('review_holds.id')
                .where((inner) =>
                  inner('date_of_birth_declarations.id', '=', inner.fn.any('review_holds.declaration_ids')),
                ),
            ),
          ),
        ),
    );
  }
  const row = await one(
    em,
    db(em)
      .insertInto('date_of_birth_declarations')
      .values({
        user_id: declaration.userId,
        date_of_birth: declaration.dateOfBirth,
        source: declaration.source,
        outcome: declaration.outcome,
        client_address: declaration.clientAddress?.slice(0, 64) ?? null,
        email_key: declaration.emailKey,
      })
      .returning('id'),
  );
  return Number(row.id);
}

/** Whether the account ever declared a date refused as under age: then it may declare no other. */
export async function hasUnderAgeRefusal(em: EntityManager, userId: number): Promise<boolean> {
  const row = await first(
    em,
    db(em)
      .selectFrom('date_of_birth_declarations')
      .select('id')
      .where('user_id', '=', userId)
      .where('outcome', '=', 'under_age')
      .limit(1),
  );
  return row !== undefined;
}

export interface DeclarationView {
  id: number;
  userId: number | null;
  dateOfBirth: string;
  source: DeclarationSource;
  outcome: DeclarationOutcome;
  clientAddress: string | null;
  declaredAt: Date;
}

/** Every read of the table: its columns, the date as the API writes it. */
function declarationQuery(em: EntityManager) {
  return db(em)
    .selectFrom('date_of_birth_declarations')
    .select((eb) => [
      'id',
      'user_id',
      eb.fn<string>('to_char', ['date_of_birth', eb.val('YYYY-MM-DD')]).as('date_of_birth'),
      'source',
      'outcome',
      'client_address',
      'declared_at',
    ]);
}

type DeclarationRow = Awaited<ReturnType<ReturnType<typeof declarationQuery>['execute']>>[number];

const toView = (row: DeclarationRow): DeclarationView => ({
  id: Number(row.id),
  userId: row.user_id,
  dateOfBirth: row.date_of_birth,
  source: row.source,
  outcome: row.outcome,
  clientAddress: row.client_address,
  declaredAt: new Date(row.declared_at),
});

/**
 * Under-age refusals of the last day from this client address or email key, other than the account's own: a
 * registration that follows one is held.
 */
export async function findNearbyRefusals(
  em: EntityManager,
  userId: number,
  address: string | null,
  emailKey: string,
): Promise<NearbyRefusal[]> {
  const rows = await all(
    em,
    declarationQuery(em)
      .where('outcome', '=', 'under_age')
      .where('declared_at', '>', ago({ hours: AGE_REFUSAL_WINDOW_HOURS }))
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '<>', userId)]))
      .where((eb) => eb.or([eb('email_key', '=', emailKey), ...(address ? [eb('client_address', '=', address)] : [])]))
      .orderBy('id'),
  );
  return rows.map(toView).map((refusal) => ({
    id: refusal.id,
    dateOfBirth: refusal.dateOfBirth,
    declaredAt: refusal.declaredAt,
    byAddress: address !== null && refusal.clientAddress === address ? address : null,
  }));
}

/** The account's own declarations and the given others (those its holds point at), newest first. */
export async function findDeclarations(
  em: EntityManager,
  userIds: number[],
  otherIds: number[] = [],
): Promise<DeclarationView[]> {
  if (userIds.length === 0 && otherIds.length === 0) return [];
  const rows = await all(
    em,
    declarationQuery(em)
      .where((eb) =>
        eb.or([
          ...(userIds.length ? [eb('user_id', 'in', userIds)] : []),
          ...(otherIds.length ? [eb('id', 'in', otherIds.map(String))] : []),
        ]),
      )
      .orderBy('declared_at', 'desc')
      .orderBy('id', 'desc'),
  );
  return rows.map(toView);
}
