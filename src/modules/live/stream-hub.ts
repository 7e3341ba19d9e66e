import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AuthUser } from '../../shared/auth/auth-user.js';
import { BlockedUsers } from '../../shared/auth/blocked-users.js';
import { NO_WATCH, Stream, type Watch } from './stream.js';
import { StreamRegistry, tooManyStreams } from './persistence/stream-registry.js';
import { msg } from '#i18n';

/**
 * Tabs one user may hold open at once over every instance; a further one is refused with 429 (so a loop cannot
 * pile up sockets) until one of them closes.
 */
const MAX_STREAMS_PER_USER = 8;
/** How often this instance tells PostgreSQL it is alive (its streams count while it does). */
const INSTANCE_HEARTBEAT_MS = 5000;
/** How often open streams are checked against blocks, revoked sessions and expired tokens. */
const CHECK_MS = 1000;

function add(index: Map<number, Set<Stream>>, key: number, stream: Stream): void {
  const streams = index.get(key) ?? new Set<Stream>();
  streams.add(stream);
  index.set(key, streams);
}

/** Whether the stream was there; an emptied key goes, so the maps hold only what is open. */
function remove(index: Map<number, Set<Stream>>, key: number, stream: Stream): boolean {
  const streams = index.get(key);
  if (!streams?.delete(stream)) return false;
  if (streams.size === 0) index.delete(key);
  return true;
}

/**
 * This instance's open streams, by user and by what their pages watch. Notices reach a user's every tab here; the
 * event feed hands every instance every notice, and each writes to the streams it holds.
 */
@Injectable()
export class StreamHub implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly byUser = new Map<number, Set<Stream>>();
  /** Streams by the tournament and the match their page watches (issue 33 §4: spectators hear of those too). */
  private readonly byTournament = new Map<number, Set<Stream>>();
  private readonly byMatch = new Map<number, Set<Stream>>();
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
      const open = [...this.rows].map(([stream, row]) => ({
        id: row.id,
        userId: stream.userId,
        address: row.address,
        watch: stream.watch,
      }));
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
  async open(
    user: AuthUser,
    expiresAt: number,
    address: string,
    reply: FastifyReply,
    watch: Watch = NO_WATCH,
    /** Opened with a Last-Event-ID: its replay, not this, says where it stands. */
    resuming = false,
  ): Promise<Stream | null> {
    const head = reply.request.method === 'HEAD';
    let row: { id: string; address: string } | null = null;
    if (!head) {
      if (this.count + this.admitting >= this.config.maxStreamsPerInstance)
        throw tooManyStreams(
          msg({ message: 'This server holds all the live updates it can: please try again shortly.' }),
        );
      this.admitting++;
      try {
        const caps = { perUser: MAX_STREAMS_PER_USER, perAddress: this.config.maxStreamsPerAddress };
        row = { id: await this.registry.admit(user.id, address, caps, watch), address };
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
    const stream = new Stream(user.id, user.sessionId, expiresAt, raw, (ended) => this.forget(ended), watch);
    this.rows.set(stream, row);
    add(this.byUser, user.id, stream);
    if (watch.tournamentId !== null) add(this.byTournament, watch.tournamentId, stream);
    if (watch.matchId !== null) add(this.byMatch, watch.matchId, stream);
    this.count++;
    // The first bytes: the client knows the stream is up; `retry` paces EventSource-style reconnects. A new
    // stream is also told where it stands, so it can resume from its first byte: a client whose instance dies
    // before the first notice or heartbeat reconnects with this id and is replayed what it missed meanwhile.
    const id = !resuming && this.position > 0 ? `id: ${this.position}\n` : '';
    raw.write(`retry: 3000\n${id}: connected\n\n`);
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

  /** A match changed: its players' streams, and those watching it or its tournament, each once. */
  matchChanged(userIds: Iterable<number>, data: { match_id: number; tournament_id: number | null }, id?: string): void {
    const streams = this.streamsOf(userIds);
    for (const stream of this.byMatch.get(data.match_id) ?? []) streams.add(stream);
    // A practice match (tournament_id null) has no tournament to be watched through.
    if (data.tournament_id !== null)
      for (const stream of this.byTournament.get(data.tournament_id) ?? []) streams.add(stream);
    for (const stream of streams) stream.send('match', data, id);
  }

  /** A tournament changed: its seat holders' streams and those watching it, each once, with the seat pacing. */
  tournamentChanged(userIds: Iterable<number>, tournamentId: number, reason: string, id?: string): void {
    const streams = this.streamsOf(userIds);
    for (const stream of this.byTournament.get(tournamentId) ?? []) streams.add(stream);
    for (const stream of streams) stream.tournamentChanged(tournamentId, reason, id);
  }

  private streamsOf(userIds: Iterable<number>): Set<Stream> {
    const streams = new Set<Stream>();
    for (const userId of userIds) for (const stream of this.byUser.get(userId) ?? []) streams.add(stream);
    return streams;
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
    if (stream.watch.tournamentId !== null) remove(this.byTournament, stream.watch.tournamentId, stream);
    if (stream.watch.matchId !== null) remove(this.byMatch, stream.watch.matchId, stream);
    if (remove(this.byUser, stream.userId, stream)) this.count--;
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
