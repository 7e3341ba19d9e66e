import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import pg from 'pg';
import { all, db } from '../../../../shared/database/query.js';
import { ago } from '../../../../shared/database/expressions.js';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { BlockedUsers } from '../../../../shared/auth/blocked-users.js';
import type { Locale } from '#i18n';

/** Blocking a user NOTIFYs this channel in its transaction; every instance LISTENs and reloads at once. */
export const BLOCKED_USERS_CHANNEL = 'spockout_blocked_users';
/** Revoking a session (logout, a replayed refresh token) NOTIFYs its family id here. */
export const REVOKED_SESSIONS_CHANNEL = 'spockout_revoked_sessions';

const REFRESH_MS = 2000;
/** Bounds the memory of recently seen ids; past it the cache starts over, costing one query per active user. */
const MAX_KNOWN = 100_000;

/**
 * The set of blocked user ids, and of sessions (refresh-token families) revoked within an access token's
 * lifetime, whose access tokens the guard refuses though they are still signed and unexpired. A block or a
 * logout made on any instance reaches every instance through PostgreSQL's LISTEN/NOTIFY as it commits; a
 * reload every BLOCKED_USERS_RELOAD_SECONDS (2 s) covers a lost listener connection. Both sets stay small.
 */
@Injectable()
export class BlockedUsersRegistry extends BlockedUsers implements OnApplicationBootstrap, OnApplicationShutdown {
  private ids = new Set<number>();
  /** Refresh-token families revoked within an access token's lifetime: their access tokens are refused. */
  private revokedSessions = new Set<string>();
  /** Revocations heard of here lately: a reload whose query ran just before one committed must not drop it. */
  private readonly recentlyRevoked = new Map<string, number>();
  /**
   * Ids seen to exist, with when that answer goes stale (a deleted user is refused within REFRESH_MS, like a
   * block) and the language the user saved, read by the same query.
   */
  private known = new Map<number, { until: number; locale: Locale | null }>();
  private timer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => {
      void this.reload().catch(() => undefined);
      if (!this.listener) void this.listen();
    }, this.config.blockedUsersReloadSeconds * 1000);
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

  async userExists(userId: number): Promise<boolean> {
    const now = Date.now();
    if ((this.known.get(userId)?.until ?? 0) > now) return true;
    const em = this.orm.em.fork();
    const rows = await all(em, db(em).selectFrom('users').select(['id', 'locale']).where('id', '=', userId));
    if (rows.length === 0) {
      this.known.delete(userId);
      return false;
    }
    if (this.known.size >= MAX_KNOWN) this.known.clear();
    this.known.set(userId, { until: now + REFRESH_MS, locale: rows[0].locale });
    return true;
  }

  savedLocale(userId: number): Locale | null {
    return this.known.get(userId)?.locale ?? null;
  }

  noteLocale(userId: number, locale: Locale): void {
    const known = this.known.get(userId);
    if (known) known.locale = locale;
  }

  isSessionRevoked(sessionId: string): boolean {
    return this.revokedSessions.has(sessionId);
  }

  /** Called after a revocation commits, so this instance refuses the session's access tokens at once. */
  markSessionRevoked(sessionId: string): void {
    this.revokedSessions.add(sessionId);
    this.recentlyRevoked.set(sessionId, Date.now());
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
    client.on('notification', (message) => {
      if (message.channel === REVOKED_SESSIONS_CHANNEL && message.payload) this.markSessionRevoked(message.payload);
      else void this.reload().catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${BLOCKED_USERS_CHANNEL}; LISTEN ${REVOKED_SESSIONS_CHANNEL}`);
      this.listener = client;
    } catch {
      drop();
    }
  }

  private async reload(): Promise<void> {
    const em = this.orm.em.fork();
    const rows = await all(em, db(em).selectFrom('users').select('id').where('is_blocked', '=', true));
    // A session revoked longer ago than an access token lives has no token left to refuse.
    const sessions = await all(
      em,
      db(em)
        .selectFrom('refresh_tokens')
        .select('family_id')
        .distinct()
        .where('revoked_at', 'is not', null)
        .where('revoked_at', '>', ago({ secs: this.config.accessTokenTtlSeconds + 60 })),
    );
    this.ids = new Set(rows.map((row) => row.id));
    const revoked = new Set<string>(sessions.map((row) => row.family_id));
    for (const [id, at] of this.recentlyRevoked) {
      if (at > Date.now() - 10 * REFRESH_MS) revoked.add(id);
      else this.recentlyRevoked.delete(id);
    }
    this.revokedSessions = revoked;
  }
}
