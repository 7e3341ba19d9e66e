import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { BlockedUsers } from '../../../shared/auth/blocked-users.js';

const REFRESH_MS = 2000;
/** Bounds the memory of recently seen ids; past it the cache starts over, costing one query per active user. */
const MAX_KNOWN = 100_000;

/**
 * The set of blocked user ids, reloaded every 2 s so a block made on another instance takes effect within
 * that time, and at once on the instance that made it. Blocked users are few; the set stays tiny.
 */
@Injectable()
export class BlockedUsersRegistry extends BlockedUsers implements OnApplicationBootstrap, OnApplicationShutdown {
  private ids = new Set<number>();
  /** Ids seen to exist, with when that answer goes stale: a deleted user is refused within REFRESH_MS, like a block. */
  private known = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly orm: MikroORM) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => void this.reload().catch(() => undefined), REFRESH_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  isBlocked(userId: number): boolean {
    return this.ids.has(userId);
  }

  async exists(userId: number): Promise<boolean> {
    const now = Date.now();
    if ((this.known.get(userId) ?? 0) > now) return true;
    const rows = await this.orm.em.fork().getConnection().execute<unknown[]>('SELECT 1 FROM users WHERE id = ?', [userId]);
    if (rows.length === 0) {
      this.known.delete(userId);
      return false;
    }
    if (this.known.size >= MAX_KNOWN) this.known.clear();
    this.known.set(userId, now + REFRESH_MS);
    return true;
  }

  mark(userId: number, blocked: boolean): void {
    if (blocked) this.ids.add(userId);
    else this.ids.delete(userId);
  }

  private async reload(): Promise<void> {
    const rows = await this.orm.em.fork().getConnection().execute<{ id: number }[]>('SELECT id FROM users WHERE is_blocked');
    this.ids = new Set(rows.map((row: { id: number }) => row.id));
  }
}
