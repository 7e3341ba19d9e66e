import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { GetMatchPlayers } from '../gameplay/contracts/match-players.query.js';
import { GetTournamentSeats } from '../tournaments/contracts/tournament-seats.query.js';
import { GetUnreadCounts, INBOX_CHANNEL } from '../notifications/contracts/inbox.js';
import { planNotices, type NoticeName, type NoticePlan } from './domain/notices.js';
import { batchOf, noticeId } from './domain/notice-id.js';
import {
  eventCountOfBatches,
  eventsOfBatches,
  inboxUsersOfBatches,
  keptBatches,
  replayableFrom,
  type BatchEventRow,
} from './persistence/event-rows.js';
import { EVENTS_CHANNEL } from './event-publisher.js';
import { LiveBus } from '../../shared/bus/live-bus.js';
import { Metrics } from '../../shared/observability/metrics.js';
import { readCarriedBatch, type CarriedBatch } from './carried-batch.js';
import { StreamHub } from './stream-hub.js';
import type { Stream } from './stream.js';

const RECONNECT_MS = 2000;
/** Tells this instance's unread-count notices from another's. */
const INSTANCE = randomBytes(4).toString('hex');
/** A reconnecting stream is replayed what it missed if its Last-Event-ID is at most this old (issue 35). */
export const REPLAY_SECONDS = 300;
/** A gap carrying more events than this is cheaper to reload than to replay. */
const MAX_REPLAY_EVENTS = 20_000;

/** One notice of a batch: to these users, or to every stream (`to` null: the public list). */
interface Notice {
  id: string;
  name: NoticeName;
  data: Record<string, unknown>;
  to: number[] | null;
}

/**
 * Whether a notice reaches this stream live, so its replay carries it too: the public list's reaches every stream;
 * the rest reach their users, and a match's or a tournament's also the streams watching it (a match's also those
 * watching its tournament, as StreamHub.matchChanged does).
 */
function concerns(stream: Stream, notice: Notice): boolean {
  if (notice.to === null || notice.to.includes(stream.userId)) return true;
  const { tournamentId, matchId } = stream.watch;
  const data = notice.data as { tournament_id?: unknown; match_id?: unknown };
  // A practice match's tournament_id is null: it reaches no stream through a watched tournament.
  if (notice.name === 'match')
    return data.match_id === matchId || (data.tournament_id !== null && data.tournament_id === tournamentId);
  if (notice.name === 'tournament') return data.tournament_id === tournamentId;
  return false;
}

/**
 * Turns published batches of events into stream notices on every instance. The publisher (event-publisher.ts)
 * NOTIFYs each batch's `seq` once it has committed (or announces it on the bus, EVENT_BUS_URL); every instance
 * LISTENs (and reads the bus, or polls while it cannot), reads the batches it has not handled
 * yet, works out who is concerned, and writes to the streams it holds. A lost LISTEN connection loses nothing:
 * on reconnecting, the instance reads every batch after the last one it handled.
 */
@Injectable()
export class EventFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('EventFeed');
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The last batch handled, and the last one announced; null until the first LISTEN has read where to start. */
  private position: number | null = null;
  private target = 0;
  private draining: Promise<void> | null = null;
  /** Users whose inbox changed, waiting for their unread counts to be read and pushed. */
  private readonly inboxes = new Set<number>();
  private pushingCounts: Promise<void> | null = null;
  private inboxNotices = 0;
  /** Batches the bus brought with their events, by seq, until handled: those are not read from PostgreSQL. */
  private readonly carried = new Map<number, CarriedBatch>();
  private stopped = false;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    private readonly queries: QueryBus,
    private readonly hub: StreamHub,
    private readonly bus: LiveBus,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // With the bus, batches are announced there; LISTEN stays for the inbox's channel and for the batches the
    // publisher NOTIFYs when the bus fails. Subscribed first, so the last batch listen() reads is not passed over.
    if (this.bus.configured) {
      // A batch the bus brings with its events is not read from PostgreSQL.
      await this.bus.subscribe(
        (seq, body) => this.announced(seq, readCarriedBatch(seq, body)),
        () => void this.poll(),
      );
    }
    await this.listen();
    this.timer = setInterval(() => {
      if (this.stopped) return;
      if (!this.client) void this.listen();
      // A batch that failed to be read is tried again.
      else this.kick();
    }, RECONNECT_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    await this.draining;
    await this.pushingCounts;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl') });
    const drop = () => {
      if (this.client !== client) return;
      this.client = null;
      void client.end().catch(() => undefined);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (message) => {
      if (message.channel === INBOX_CHANNEL) {
        this.inboxChanged((message.payload ?? '').split(',').map(Number));
        return;
      }
      this.announced(Number(message.payload));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      await client.query(`LISTEN ${INBOX_CHANNEL}`);
      this.client = client;
      // After LISTEN, so no batch falls between: the first time, start from now; after a lost connection,
      // catch up on every batch published meanwhile.
      const { first, last } = await RequestContext.create(this.orm.em, () => keptBatches(this.orm.em.fork()));
      this.target = Math.max(this.target, last);
      if (this.position !== null && first > this.position + 1) {
        // Away longer than batches are kept: what is gone cannot be caught up. The clients reconnect and are
        // replayed what is left, or told to reload.
        this.hub.endAll();
        this.position = last;
      }
      this.position ??= last;
      this.hub.position = Math.max(this.hub.position, this.position);
      this.kick();
    } catch (error) {
      this.logger.warn(`Cannot listen for events: ${(error as Error).message}`);
      if (this.client === client) this.client = null;
      void client.end().catch(() => undefined);
    }
  }

  private announced(seq: number, batch: CarriedBatch | null = null): void {
    if (!Number.isSafeInteger(seq)) return;
    if (batch && this.position !== null && seq > this.position) this.carried.set(seq, batch);
    this.target = Math.max(this.target, seq);
    this.kick();
  }

  /** While this instance cannot read the bus, it looks for new batches in PostgreSQL instead (every second). */
  private async poll(): Promise<void> {
    if (this.stopped || this.position === null) return;
    try {
      const { last } = await RequestContext.create(this.orm.em, () => keptBatches(this.orm.em.fork()));
      this.announced(last);
    } catch (error) {
      this.logger.warn(`Cannot look for new batches: ${(error as Error).message}`);
    }
  }

  private kick(): void {
    if (this.position === null || this.position >= this.target) return;
    this.draining ??= this.drain().finally(() => (this.draining = null));
  }

  private async drain(): Promise<void> {
    while (this.position !== null && this.position < this.target && !this.stopped) {
      const from = this.position;
      const upto = this.target;
      // Nobody to tell on this instance: the events need not even be read.
      if (this.hub.size > 0) {
        try {
          const inbox = await RequestContext.create(this.orm.em, async () => {
            const em = this.orm.em.fork();
            const carried = this.carriedRun(from, upto);
            this.metrics.liveBatches.inc({ source: carried ? 'bus' : 'database' }, upto - from);
            const notices = await this.noticesOf(carried?.events ?? (await eventsOfBatches(em, from, upto)));
            for (const notice of notices) this.dispatch(notice);
            return carried?.inbox ?? inboxUsersOfBatches(em, from, upto);
          });
          this.inboxChanged(inbox);
        } catch (error) {
          // Left where it was: the next kick (at most RECONNECT_MS later) reads the same batches again.
          this.logger.warn(`Live notices for batches ${from + 1}-${upto} failed: ${(error as Error).message}`);
          return;
        }
      }
      this.position = upto;
      this.hub.position = upto;
      for (const seq of this.carried.keys()) if (seq <= upto) this.carried.delete(seq);
    }
  }

  /** The batches after `from` up to `upto` as the bus brought them, when it brought every one of them. */
  private carriedRun(from: number, upto: number): CarriedBatch | null {
    const run: CarriedBatch = { events: [], inbox: [] };
    for (let seq = from + 1; seq <= upto; seq++) {
      const batch = this.carried.get(seq);
      if (!batch) return null;
      run.events.push(...batch.events);
      run.inbox.push(...batch.inbox);
    }
    return run;
  }

  private dispatch(notice: Notice): void {
    if (notice.to === null) this.hub.publicListChanged(notice.id);
    else if (notice.name === 'tournament') {
      const { tournament_id: tournamentId, reason } = notice.data as { tournament_id: number; reason: string };
      this.hub.tournamentChanged(notice.to, tournamentId, reason, notice.id);
    } else if (notice.name === 'match') {
      this.hub.matchChanged(notice.to, notice.data as { match_id: number; tournament_id: number | null }, notice.id);
    } else this.hub.deliver(notice.to, notice.name, notice.data, notice.id);
  }

  /**
   * A stream opened with a Last-Event-ID: replays, to it alone, the notices of every batch from the one named to
   * the last one published (that batch included: the client may have had only part of it; it drops what it has),
   * then says `resumed` {}. An id older than REPLAY_SECONDS, unknown, or too long a gap: `reload` {} at once, and
   * the client refetches everything it shows, as after any lost stream before replay existed.
   */
  async replay(stream: Stream, lastEventId: string): Promise<void> {
    const from = batchOf(lastEventId);
    stream.holdLive();
    let notices: Notice[] | null = null;
    try {
      notices = await RequestContext.create(this.orm.em, async () => {
        const em = this.orm.em.fork();
        const found = from === null ? null : await replayableFrom(em, from, REPLAY_SECONDS);
        if (from === null || !found) return null;
        if ((await eventCountOfBatches(em, from - 1, found.last)) > MAX_REPLAY_EVENTS) return null;
        return this.noticesOf(await eventsOfBatches(em, from - 1, found.last), (notice) => concerns(stream, notice));
      });
    } catch (error) {
      this.logger.warn(`Replay for user ${stream.userId} failed: ${(error as Error).message}`);
    }
    // Many list changes say one thing: the list changed.
    const firstList = notices?.find((notice) => notice.to === null);
    stream.replayed(notices?.filter((notice) => notice.to !== null || notice === firstList) ?? null);
    if (notices === null) return;
    // The unread count may have changed meanwhile too; it is state, not an event: sent as it stands.
    this.inboxes.add(stream.userId);
    this.pushingCounts ??= this.pushCounts().finally(() => (this.pushingCounts = null));
  }

  /**
   * `notifications` {unread} to the streams of users whose inbox changed, read after the change committed (a
   * batch names the users of new notices; marking notices read NOTIFYs INBOX_CHANNEL): a burst of changes for
   * one user is read once, and always as it stands last.
   */
  private inboxChanged(userIds: number[]): void {
    for (const userId of userIds) {
      if (Number.isSafeInteger(userId) && this.hub.hasUser(userId)) this.inboxes.add(userId);
    }
    if (this.inboxes.size === 0) return;
    this.pushingCounts ??= this.pushCounts().finally(() => (this.pushingCounts = null));
  }

  private async pushCounts(): Promise<void> {
    while (this.inboxes.size > 0) {
      const userIds = [...this.inboxes];
      this.inboxes.clear();
      try {
        const counts = await RequestContext.create(this.orm.em, () =>
          this.queries.execute(new GetUnreadCounts(userIds)),
        );
        // Not an event of a batch: its id names the position it was read at, and this instance and a count, so
        // it is unique over every instance (a client that moved to another one would drop a repeated id).
        const id = noticeId(this.position ?? 0, `inbox${INSTANCE}n${++this.inboxNotices}`, 'notifications');
        for (const { userId, unread } of counts) this.hub.deliver([userId], 'notifications', { unread }, id);
      } catch (error) {
        this.logger.warn(`Unread counts for ${userIds.length} users failed: ${(error as Error).message}`);
      }
    }
  }

  /** The notices of a run of events, in order; only those `onlyFor` keeps when given. */
  private async noticesOf(rows: BatchEventRow[], onlyFor?: (notice: Notice) => boolean): Promise<Notice[]> {
    const plans = rows.map((row) => ({ row, plan: planNotices(row) }));
    const players = await this.playersOf(plans.map((p) => p.plan));
    const seats = await this.seatsOf(plans.map((p) => p.plan));
    const notices: Notice[] = [];
    const add = (row: BatchEventRow, name: NoticeName, data: Record<string, unknown>, to: number[] | null) => {
      const notice = { id: noticeId(row.seq, row.id, name), name, data, to };
      if (onlyFor === undefined || onlyFor(notice)) notices.push(notice);
    };
    for (const { row, plan } of plans) {
      if (plan.match) {
        const { matchId, tournamentId, reason } = plan.match;
        const to = [...plan.match.players, ...(players.get(matchId) ?? [])];
        add(row, 'match', { match_id: matchId, tournament_id: tournamentId, reason }, to);
      }
      if (plan.tournament) {
        const { tournamentId, reason } = plan.tournament;
        const to = [...plan.tournament.seats, ...(seats.get(tournamentId) ?? [])];
        add(row, 'tournament', { tournament_id: tournamentId, reason }, to);
      }
      if (plan.wallet.length) add(row, 'wallet', {}, plan.wallet);
      if (plan.publicList) add(row, 'tournaments', {}, null);
    }
    return notices;
  }

  /** The players of matches whose event names only one of them (a move): one query for the batch. */
  private async playersOf(plans: NoticePlan[]): Promise<Map<number, number[]>> {
    const ids = [...new Set(plans.flatMap((p) => (p.match && p.match.players.length < 2 ? [p.match.matchId] : [])))];
    if (ids.length === 0) return new Map();
    const found = await this.queries.execute(new GetMatchPlayers(ids));
    return new Map(found.map((m) => [m.matchId, m.playerIds]));
  }

  private async seatsOf(plans: NoticePlan[]): Promise<Map<number, number[]>> {
    const ids = [...new Set(plans.flatMap((p) => (p.tournament ? [p.tournament.tournamentId] : [])))];
    if (ids.length === 0) return new Map();
    const found = await this.queries.execute(new GetTournamentSeats(ids));
    return new Map(found.map((t) => [t.tournamentId, t.userIds]));
  }
}
