import type { EntityManager } from '@mikro-orm/postgresql';
import { all, db, notify, one, type Row } from '../../../shared/database/query.js';
import { now } from '../../../shared/database/expressions.js';
import type { PageWindow } from '../../../shared/http/pagination.js';
import { INBOX_CHANNEL } from '../contracts/inbox.js';
import type { InboxNotice } from '../domain/inbox-notice.js';
import { SOURCE_LOCALE, type Text, translate } from '#i18n';
import { recipientLocales } from './recipient-locales.js';

export type NotificationRow = Row<'notifications'>;

/**
 * Posts the notices an event gave rise to, once per (event, user) whatever happens to the event afterwards: a
 * re-delivery inserts nothing (ON CONFLICT DO NOTHING). The streams hear of the rows actually inserted once they
 * are committed, from the live publisher (its batches name their users: `notifications.tx`), not by a NOTIFY here:
 * these transactions follow every join and move, and PostgreSQL serialises the commits of those that notify.
 * Each notice is written in its recipient's saved language (English when none), as it is stored as text.
 */
export async function postNotices(em: EntityManager, eventId: number, notices: InboxNotice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const locales = await recipientLocales(
    em,
    notices.map((n) => n.userId),
  );
  const say = (userId: number, text: Text) => translate(locales.get(userId) ?? SOURCE_LOCALE, text);
  const inserted = await all(
    em,
    db(em)
      .insertInto('notifications')
      .values(
        notices.map((n) => ({
          user_id: n.userId,
          event_id: String(eventId),
          kind: n.kind,
          title: say(n.userId, n.title),
          text: say(n.userId, n.text),
          link: n.link,
          amount: n.amount === null ? null : String(n.amount),
        })),
      )
      .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
      .returning('user_id'),
  );
  return inserted.length;
}

/** One page of a user's inbox, newest first, with the total and the unread count. */
export async function listNotices(
  em: EntityManager,
  userId: number,
  window: PageWindow,
): Promise<{ rows: NotificationRow[]; count: number; unread: number }> {
  const [rows, counts] = await Promise.all([
    all(
      em,
      db(em)
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(window.limit)
        .offset(window.offset),
    ),
    one(
      em,
      db(em)
        .selectFrom('notifications')
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          eb.fn.countAll<string>().filterWhere('read_at', 'is', null).as('unread'),
        ])
        .where('user_id', '=', userId),
    ),
  ]);
  return { rows, count: Number(counts.count), unread: Number(counts.unread) };
}

export async function unreadCounts(em: EntityManager, userIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await all(
    em,
    db(em)
      .selectFrom('notifications')
      .select(['user_id', (eb) => eb.fn.countAll<string>().as('unread')])
      .where('user_id', 'in', ids)
      .where('read_at', 'is', null)
      .groupBy('user_id'),
  );
  return new Map(rows.map((row) => [row.user_id, Number(row.unread)]));
}

/**
 * Marks the user's own notifications read: the listed ones, or every unread one. Answers the ids that matched
 * (read before or now), so the caller can tell an id that is not the user's; only the user's rows are touched.
 */
export async function markRead(em: EntityManager, userId: number, ids: number[] | 'all'): Promise<number[]> {
  let update = db(em)
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', now()) }))
    .where('user_id', '=', userId);
  update = ids === 'all' ? update.where('read_at', 'is', null) : update.where('id', 'in', ids);
  const touched = await all(em, update.returning('id'));
  // The user's other tabs: a click of theirs, off the path of joins and moves, so a NOTIFY is no bottleneck.
  await notify(em, INBOX_CHANNEL, String(userId));
  return touched.map((row) => row.id);
}
