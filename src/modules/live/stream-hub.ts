import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AuthUser } from '../../shared/auth/auth-user.js';
import { BlockedUsers } from '../../shared/auth/blocked-users.js';
import { Stream } from './stream.js';

/** Tabs one user may hold open at once; a further one ends their oldest, so a loop cannot pile up sockets. */
const MAX_STREAMS_PER_USER = 8;
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
  private lastHeartbeat = Date.now();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly access: BlockedUsers,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.check(), CHECK_MS);
    this.timer.unref();
  }

  /** Before the server closes: an open stream would hold the close until its grace ran out. */
  beforeApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.endAll();
  }

  get size(): number {
    return this.count;
  }

  /** Takes over the reply: the answer is the stream, which stays open until the client or the server ends it. */
  open(user: AuthUser, expiresAt: number, reply: FastifyReply): void {
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
    if (reply.request.method === 'HEAD') {
      raw.end();
      return;
    }
    const stream = new Stream(user.id, user.sessionId, expiresAt, raw, (ended) => this.forget(ended));
    const mine = this.byUser.get(user.id) ?? new Set<Stream>();
    if (mine.size >= MAX_STREAMS_PER_USER) mine.values().next().value?.end();
    mine.add(stream);
    this.byUser.set(user.id, mine);
    this.count++;
    // The first bytes: the client knows the stream is up; `retry` paces EventSource-style reconnects.
    raw.write('retry: 3000\n: connected\n\n');
  }

  hasUser(userId: number): boolean {
    return this.byUser.has(userId);
  }

  deliver(userIds: Iterable<number>, name: string, data: unknown): void {
    for (const userId of new Set(userIds)) {
      for (const stream of this.byUser.get(userId) ?? []) stream.send(name, data);
    }
  }

  tournamentChanged(userIds: Iterable<number>, tournamentId: number, reason: string): void {
    for (const userId of new Set(userIds)) {
      for (const stream of this.byUser.get(userId) ?? []) stream.tournamentChanged(tournamentId, reason);
    }
  }

  publicListChanged(): void {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.publicListChanged();
  }

  /** Every client reconnects and refetches: after this instance may have missed notices. */
  endAll(): void {
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) stream.end();
  }

  private forget(stream: Stream): void {
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
        else if (heartbeat) stream.comment('ping');
      }
    }
  }
}
