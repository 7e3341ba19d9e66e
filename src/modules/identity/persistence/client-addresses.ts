import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all } from '../../../shared/database/query.js';

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
    sql<never>`
      WITH expired AS (
        DELETE FROM client_addresses WHERE (user_id, address) IN (
          SELECT user_id, address FROM client_addresses
           WHERE last_seen_at < now() - make_interval(days => ${ADDRESS_RETENTION_DAYS})
           LIMIT ${EXPIRED_PER_WRITE} FOR UPDATE SKIP LOCKED))
      INSERT INTO client_addresses (user_id, address) VALUES (${userId}, ${address.slice(0, 64)})
      ON CONFLICT (user_id, address) DO UPDATE SET last_seen_at = now()`,
  );
}
