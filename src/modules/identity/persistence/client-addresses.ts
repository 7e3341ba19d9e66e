import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all, db, type Row } from '../../../shared/database/query.js';
import { ago, now } from '../../../shared/database/expressions.js';

/** How long a client address is kept for the reviewer's signals (docs/security.md), in days. */
export const ADDRESS_RETENTION_DAYS = 90;

/** Expired rows one write deletes at most: a login never pays for a long backlog at once. */
const EXPIRED_PER_WRITE = 500;

/**
 * Notes that the user came from `address` (at login or registration): one row per user and address with its
 * last sighting. The same statement deletes rows older than the retention, so nothing outlives it for long
 * while people log in, and readers ignore older rows should no write have come by. Expired rows another login
 * is deleting are skipped, not waited for: two logins never block or deadlock each other over the clean-up.
 */
export async function recordClientAddress(em: EntityManager, userId: number, address: string): Promise<void> {
  if (!address) return;
  await all(
    em,
    db(em)
      .with('expired', (q) =>
        q.deleteFrom('client_addresses').where((eb) =>
          eb(
            eb.refTuple('user_id', 'address'),
            'in',
            eb
              .selectFrom('client_addresses')
              .select(['user_id', 'address'])
              .where('last_seen_at', '<', ago({ days: ADDRESS_RETENTION_DAYS }))
              .limit(EXPIRED_PER_WRITE)
              .forUpdate()
              .skipLocked()
              .$asTuple('user_id', 'address'),
          ),
        ),
      )
      .insertInto('client_addresses')
      .values({ user_id: userId, address: address.slice(0, 64) })
      .onConflict((oc) => oc.columns(['user_id', 'address']).doUpdateSet({ last_seen_at: now() })),
  );
}

/**
 * For each (user, other) pair, how many addresses within the retention both used: one statement for a page of
 * pairs. A SQL template (test/integration/sql-templates.test.ts runs it): the pairs are two unnested arrays.
 */
export function sharedAddressCounts(
  em: EntityManager,
  users: number[],
  others: number[],
): Promise<(Pick<Row<'client_addresses'>, 'user_id'> & { other_id: number; addresses: number })[]> {
  return all(
    em,
    sql<Pick<Row<'client_addresses'>, 'user_id'> & { other_id: number; addresses: number }>`
      SELECT pair.user_id, pair.other_id, count(*)::int AS addresses
        FROM unnest(${users}::int[], ${others}::int[]) AS pair (user_id, other_id)
        JOIN client_addresses mine ON mine.user_id = pair.user_id
                                  AND mine.last_seen_at >= now() - make_interval(days => ${ADDRESS_RETENTION_DAYS})
        JOIN client_addresses theirs ON theirs.user_id = pair.other_id AND theirs.address = mine.address
                                    AND theirs.last_seen_at >= now() - make_interval(days => ${ADDRESS_RETENTION_DAYS})
       GROUP BY pair.user_id, pair.other_id`,
  );
}
