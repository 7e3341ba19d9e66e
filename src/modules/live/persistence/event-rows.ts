import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all, db, type Row } from '../../../shared/database/query.js';
import { ago } from '../../../shared/database/expressions.js';

export type EventRow = Pick<Row<'domain_events'>, 'id' | 'type' | 'payload'>;

/** An event as a published batch carried it: `seq` is the batch's position, the stream's `id:`. */
export type BatchEventRow = EventRow & { seq: string };

/**
 * The events of the batches published after `after`, up to `upto` (both `live_batches.seq`), in publishing order.
 */
export function eventsOfBatches(em: EntityManager, after: number, upto: number): Promise<BatchEventRow[]> {
  return all(
    em,
    sql<BatchEventRow>`
      SELECT b.seq, e.id, e.type, e.payload
        FROM live_batches b
        CROSS JOIN LATERAL unnest(b.event_ids) AS x(id)
        JOIN domain_events e ON e.id = x.id
       WHERE b.seq > ${after} AND b.seq <= ${upto}
       ORDER BY b.seq, e.id`,
  );
}

/**
 * Whether a stream that last heard of batch `seq` can be replayed: yes when that batch was published within the
 * last `seconds`, or when nothing was published after it (a quiet stream missed nothing, however long ago); with
 * the last batch now.
 */
export async function replayableFrom(
  em: EntityManager,
  seq: number,
  seconds: number,
): Promise<{ last: number } | null> {
  const rows = await all(
    em,
    db(em).selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('live_batches')
            .select(eb.lit(1).as('one'))
            .where('seq', '=', String(seq))
            .where('published_at', '>', ago({ secs: seconds })),
        )
        .$castTo<boolean>()
        .as('recent'),
      eb
        .selectFrom('live_batches')
        .select((inner) => inner.fn.coalesce(inner.fn.max('seq'), inner.lit(0)).$castTo<string>().as('last'))
        .$asScalar()
        .as('last'),
    ]),
  );
  const row = rows.at(0);
  if (!row) return null;
  const last = Number(row.last);
  return row.recent || (seq === last && last > 0) ? { last } : null;
}

/** The oldest batch still kept and the last one (0 and 0 before the first). */
export async function keptBatches(em: EntityManager): Promise<{ first: number; last: number }> {
  const rows = await all(
    em,
    db(em)
      .selectFrom('live_batches')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.min('seq'), eb.lit(0)).$castTo<string>().as('first'),
        eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).$castTo<string>().as('last'),
      ]),
  );
  return { first: Number(rows.at(0)?.first ?? 0), last: Number(rows.at(0)?.last ?? 0) };
}

/** How many events the batches after `after` up to `upto` carry: a replay too long to be worth it reloads instead. */
export async function eventCountOfBatches(em: EntityManager, after: number, upto: number): Promise<number> {
  const rows = await all(
    em,
    db(em)
      .selectFrom('live_batches')
      .select((eb) =>
        eb.fn
          .coalesce(eb.fn.sum<string>(eb.fn('cardinality', ['event_ids'])), eb.lit(0))
          .$castTo<string>()
          .as('n'),
      )
      .where('seq', '>', String(after))
      .where('seq', '<=', String(upto)),
  );
  return Number(rows[0]?.n ?? 0);
}

/** The users whose inbox gained a notice in the batches after `after` up to `upto`. */
export async function inboxUsersOfBatches(em: EntityManager, after: number, upto: number): Promise<number[]> {
  const rows = await all(
    em,
    db(em)
      .selectFrom('live_batches')
      .select((eb) => eb.fn<number>('unnest', ['inbox_user_ids']).as('user_id'))
      .distinct()
      .where('seq', '>', String(after))
      .where('seq', '<=', String(upto)),
  );
  return rows.map((row) => row.user_id);
}
