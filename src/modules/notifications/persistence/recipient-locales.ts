import type { EntityManager } from '@mikro-orm/postgresql';
import { isLocale, type Locale } from '#i18n';
import { all, db } from '../../../shared/database/query.js';

/**
 * The language each recipient saved (issue 36), for their mails and notices; a user who saved none is left out
 * (English). Identity owns `users.locale`; this is its one read outside identity: one lookup by primary key, in
 * the transaction that writes the mail or the notices, where a query through the bus would run the same
 * statement from another module.
 */
export async function recipientLocales(em: EntityManager, userIds: number[]): Promise<Map<number, Locale>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await all(em, db(em).selectFrom('users').select(['id', 'locale']).where('id', 'in', ids));
  return new Map(rows.flatMap((row) => (isLocale(row.locale) ? [[row.id, row.locale] as const] : [])));
}
