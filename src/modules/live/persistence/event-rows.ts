import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all, type Row } from '../../../shared/database/query.js';

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
    sql<{ recent: boolean; last: string }>`
      SELECT EXISTS (SELECT 1 FROM live_batches WHERE seq = ${seq}
                      AND published_at > now() - make_interval(secs => ${seconds})) AS recent,
             (SELECT coalesce(max(seq), 0) FROM live_batches) AS last`,
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
    sql<{ first: string; last: string }>`
      SELECT coalesce(min(seq), 0) AS first, coalesce(max(seq), 0) AS last FROM live_batches`,
  );
  return { first: Number(rows.at(0)?.first ?? 0), last: Number(rows.at(0)?.last ?? 0) };
}

/** How many events the batches after `after` up to `upto` carry: a replay too long to be worth it reloads instead. */
export async function eventCountOfBatches(em: EntityManager, after: number, upto: number): Promise<number> {
  const rows = await all(
    em,
    sql<{ n: string }>`
      SELECT coalesce(sum(cardinality(event_ids)), 0) AS n FROM live_batches WHERE seq > ${after} AND seq <= ${upto}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The users whose inbox gained a notice in the batches after `after` up to `upto`. */
export async function inboxUsersOfBatches(em: EntityManager, after: number, upto: number): Promise<number[]> {
  const rows = await all(
    em,
    sql<{ user_id: number }>`
      SELECT DISTINCT unnest(inbox_user_ids) AS user_id FROM live_batches WHERE seq > ${after} AND seq <= ${upto}`,
  );
  return rows.map((row) => row.user_id);
}
