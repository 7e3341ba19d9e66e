import type { EntityManager } from '@mikro-orm/postgresql';

/** How long a client address is kept for the reviewer's signals (docs/security.md), in days. */
export const ADDRESS_RETENTION_DAYS = 90;

/**
 * Notes that the user came from `address` (at login or registration): one row per user and address with its
 * last sighting. The same statement deletes every row older than the retention, so nothing outlives it however
 * long the app runs, and readers also ignore older rows should a write not have come by.
 */
export async function recordClientAddress(em: EntityManager, userId: number, address: string): Promise<void> {
  if (!address) return;
  await em.execute(
    `WITH expired AS (DELETE FROM client_addresses WHERE last_seen_at < now() - make_interval(days => ?))
     INSERT INTO client_addresses (user_id, address) VALUES (?, ?)
     ON CONFLICT (user_id, address) DO UPDATE SET last_seen_at = now()`,
    [ADDRESS_RETENTION_DAYS, userId, address.slice(0, 64)],
  );
}
