import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AuthUser } from '../../shared/auth/auth-user.js';
import { BlockedUsers } from '../../shared/auth/blocked-users.js';
import { Stream } from './stream.js';
import { StreamRegistry, tooManyStreams } from './persistence/stream-registry.js';

/**
 * Tabs one user may hold open at once over every instance; a further one is refused with 429 (so a loop cannot
 * pile up sockets) until one of them closes.
 */
const MAX_STREAMS_PER_USER = 8;
/** How often this instance tells PostgreSQL it is alive (its streams count while it does). */
const INSTANCE_HEARTBEAT_MS = 5000;
/** How often open streams are checked against blocks, revoked sessions and expired tokens. */
const CHECK_MS = 1000;

/**
 * This instance's open streams, by user. Notices reach a user's every tab here; the event feed hands every
 * instance every notice, and each writes to the streams it holds.
 */
@Injectable()
export class StreamHub implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly byUser = new Map<number, Set<Stream>>();
  private count = 0;
  private timer: NodeJS.Timeout | null = null;
  private instanceTimer: NodeJS.Timeout | null = null;
  private lastHeartbeat = Date.now();
  /** Each open stream's row in `live_streams` (the cross-instance count) and its client's address. */
  private readonly rows = new Map<Stream, { id: string; address: string }>();
  /** Opens admitted by this instance's cap and still waiting for the database's answer. */
  private admitting = 0;
  /** The last published batch every stream here has been handed (the event feed moves it); 0 until known. */
  position = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly access: BlockedUsers,
    private readonly registry: StreamRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.timer = setInterval(() => this.check(), CHECK_MS);
    this.timer.unref();
    await this.registry.heartbeat([]);
    this.instanceTimer = setInterval(() => {
      const open = [...this.rows].map(([stream, row]) => ({ id: row.id, userId: stream.userId, address: row.address }));
      // A missed beat only matters after INSTANCE_EXPIRY_SECONDS; the next one tries again.
      this.registry.heartbeat(open).catch(() => undefined);
    }, INSTANCE_HEARTBEAT_MS);
    this.instanceTimer.unref();
  }

  /** Before the server closes: an open stream would hold the close until its grace ran out. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.instanceTimer) clearInterval(this.instanceTimer);
    this.endAll();
    await this.registry.retire().catch(() => undefined);
  }

  get size(): number {
    return this.count;
  }

  /**
   * Takes over the reply: the answer is the stream, which stays open until the client or the server ends it.
   * Past this instance's cap, the user's or the address's (counted over every instance), 429 with Retry-After.
   */
  async open(user: AuthUser, expiresAt: number, address: string, reply: FastifyReply): Promise<Stream | null> {
    const head = reply.request.method === 'HEAD';
    let row: { id: string; address: string } | null = null;
    if (!head) {
      if (this.count + this.admitting >= this.config.maxStreamsPerInstance)
        throw tooManyStreams('This server holds all the live updates it can: please try again shortly.');
      this.admitting++;
      try {
        const caps = { perUser: MAX_STREAMS_PER_USER, perAddress: this.config.maxStreamsPerAddress };
        row = { id: await this.registry.admit(user.id, address, caps), address };
      } finally {
        this.admitting--;
      }
      if (reply.raw.destroyed || reply.request.raw.destroyed) {
        this.registry.release(row.id);
        return null;
      }
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise buffer the stream and deliver notices late.
      'x-accel-buffering': 'no',
    });
    if (!row) {
      raw.end();
      return null;
    }
    const stream = new Stream(user.id, user.sessionId, expiresAt, raw, (ended) => this.forget(ended));
    this.rows.set(stream, row);
    const mine = this.byUser.get(user.id) ?? new Set<Stream>();
    mine.add(stream);
    this.byUser.set(user.id, mine);
    this.count++;
    // The first bytes: the client knows the stream is up; `retry` paces EventSource-style reconnects.
    raw.write('retry: 3000\n: connected\n\n');
    return stream;
  }

  hasUser(userId: number): boolean {
    return this.byUser.has(userId);
  }

  deliver(userIds: Iterable<number>, name: string, data: unknown, id?: string): void {
    for (const userId of new Set(userIds)) {
      for (const stream of this.byUser.get(userId) ?? []) stream.send(name, data, id);
    }
  }

  tournamentChanged(userIds: Iterable<number>, tournamentId: number, reason: string, id?: string): void {
    for (const userId of new Set(userIds)) {
      for (const stream of this.byUser.get(userId) ?? []) stream.tournamentChanged(tournamentId, reason, id);
    }
  }

  publicListChanged(id?: string): void {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.publicListChanged(id);
  }

  /** Every client reconnects and refetches: after this instance may have missed notices. */
  endAll(): void {
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) stream.end();
  }

  private forget(stream: Stream): void {
    const row = this.rows.get(stream);
    if (row) {
      this.rows.delete(stream);
      this.registry.release(row.id);
    }
    const mine = this.byUser.get(stream.userId);
    if (!mine?.delete(stream)) return;
    this.count--;
    if (mine.size === 0) this.byUser.delete(stream.userId);
  }

  /** Ends what may no longer be served, and keeps idle connections alive with a comment. */
  private check(): void {
    const now = Date.now();
    const heartbeat = now - this.lastHeartbeat >= this.config.streamHeartbeatSeconds * 1000;
    if (heartbeat) this.lastHeartbeat = now;
    for (const streams of [...this.byUser.values()]) {
      for (const stream of [...streams]) {
        const revoked = stream.sessionId !== null && this.access.isSessionRevoked(stream.sessionId);
        if (this.access.isBlocked(stream.userId) || revoked) stream.end();
        else if (now >= stream.expiresAt) stream.end('expired');
        else if (heartbeat) stream.comment('ping', this.position);
      }
    }
  }
}
