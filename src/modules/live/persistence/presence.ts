import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { ago, now as databaseNow } from '../../../shared/database/expressions.js';
import { ClientPresence } from '../../../shared/auth/client-presence.js';
import { INSTANCE_EXPIRY_SECONDS } from './stream-registry.js';

/**
 * A user's `user_presence.seen_at` moves at most this often: the check-in asks "a request in the last 20 s", so
 * being 5 s behind costs nothing, and a polling client writes once per 5 s instead of once per request.
 */
export const PRESENCE_WRITE_EVERY_SECONDS = 5;
/** Bounds this instance's memory of recent writes; past it the memory starts over (one write per user more). */
const MAX_REMEMBERED = 100_000;

/**
 * "Last seen" in PostgreSQL, so every instance answers alike: the access guard notes each signed-in request here.
 * This instance remembers when it last wrote each user and skips writes within PRESENCE_WRITE_EVERY_SECONDS; the
 * upsert's own condition skips a row another instance has just written. The write is awaited (a few per user per
 * minute at most), so a request answered has been seen.
 */
@Injectable()
export class PresenceRegistry extends ClientPresence {
  private readonly logger = new Logger('PresenceRegistry');
  private readonly written = new Map<number, number>();

  constructor(private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>) {
    super();
  }

  async seen(userId: number): Promise<void> {
    const now = Date.now();
    const last = this.written.get(userId);
    if (last !== undefined && now - last < PRESENCE_WRITE_EVERY_SECONDS * 1000) return;
    if (this.written.size >= MAX_REMEMBERED) this.written.clear();
    this.written.set(userId, now);
    try {
      const em = this.orm.em.fork();
      await all(
        em,
        db(em)
          .insertInto('user_presence')
          .values({ user_id: userId })
          .onConflict((oc) =>
            oc
              .column('user_id')
              .doUpdateSet({ seen_at: databaseNow() })
              .where('user_presence.seen_at', '<', ago({ secs: PRESENCE_WRITE_EVERY_SECONDS })),
          ),
      );
    } catch (error) {
      // A user deleted since their token was issued, or a database hiccup: presence is a hint, never a refusal.
      this.written.delete(userId);
      this.logger.warn(`Cannot note presence of user ${userId}: ${(error as Error).message}`);
    }
  }
}

/**
 * Of the given users, those there since `since`: a live stream open on an instance that is alive, or a signed-in
 * request at or after `since` (PostgreSQL's clock).
 */
export async function usersPresentSince(em: EntityManager, userIds: number[], since: Date): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await all(
    em,
    db(em)
      .selectFrom('user_presence')
      .select('user_id')
      .where('user_id', 'in', ids)
      .where('seen_at', '>=', since.toISOString())
      .union(
        db(em)
          .selectFrom('live_streams as s')
          .innerJoin('live_instances as i', 'i.id', 's.instance_id')
          .select('s.user_id')
          .where('s.user_id', 'in', ids)
          .where('i.seen_at', '>', ago({ secs: INSTANCE_EXPIRY_SECONDS })),
      ),
  );
  return rows.map((row) => row.user_id);
}
