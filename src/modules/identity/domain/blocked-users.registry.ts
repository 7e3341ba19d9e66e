import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import pg from 'pg';
import { BlockedUsers } from '../../../shared/auth/blocked-users.js';

/** Blocking a user NOTIFYs this channel in its transaction; every instance LISTENs and reloads at once. */
export const BLOCKED_USERS_CHANNEL = 'spockout_blocked_users';

const REFRESH_MS = 2000;
/** Bounds the memory of recently seen ids; past it the cache starts over, costing one query per active user. */
const MAX_KNOWN = 100_000;

/**
 * The set of blocked user ids. A block made on any instance reaches every instance through PostgreSQL's
 * LISTEN/NOTIFY as it commits; a reload every 2 s covers a lost listener connection. Blocked users are few;
 * the set stays tiny.
 */
@Injectable()
export class BlockedUsersRegistry extends BlockedUsers implements OnApplicationBootstrap, OnApplicationShutdown {
  private ids = new Set<number>();
  /** Ids seen to exist, with when that answer goes stale: a deleted user is refused within REFRESH_MS, like a block. */
  private known = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;

  constructor(private readonly orm: MikroORM) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => {
      void this.reload().catch(() => undefined);
      if (!this.listener) void this.listen();
    }, REFRESH_MS);
    this.timer.unref();
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
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

  /** A dedicated connection (a pooled one cannot hold LISTEN); on any error the poll retries it. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl') });
    const drop = () => {
      if (this.listener === client) this.listener = null;
      void client.end().catch(() => undefined);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', () => void this.reload().catch(() => undefined));
    try {
      await client.connect();
      await client.query(`LISTEN ${BLOCKED_USERS_CHANNEL}`);
      this.listener = client;
    } catch {
      drop();
    }
  }

  private async reload(): Promise<void> {
    const rows = await this.orm.em.fork().getConnection().execute<{ id: number }[]>('SELECT id FROM users WHERE is_blocked');
    this.ids = new Set(rows.map((row: { id: number }) => row.id));
  }
}
