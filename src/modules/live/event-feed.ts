import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import pg from 'pg';
import { GetMatchPlayers } from '../gameplay/contracts/match-players.query.js';
import { GetTournamentSeats } from '../tournaments/contracts/tournament-seats.query.js';
import { GetUnreadCounts, INBOX_CHANNEL } from '../notifications/contracts/inbox.js';
import { planNotices, type NoticePlan } from './domain/notices.js';
import { eventsBetween } from './persistence/event-rows.js';
import { StreamHub } from './stream-hub.js';

/** The migration's trigger NOTIFYs this channel with "first:last" for every committed insert of events. */
export const EVENTS_CHANNEL = 'spockout_events';
const RECONNECT_MS = 2000;

/**
 * Turns committed domain events into stream notices on every instance. PostgreSQL delivers a NOTIFY only when
 * its transaction commits, to every instance that LISTENs, so a move committed on one instance reaches a
 * stream held by another without a broker. Each instance reads the events, works out who is concerned, and
 * writes to the streams it holds. A lost LISTEN connection may have missed notices: every stream is ended
 * then, and its client reconnects and refetches what it shows.
 */
@Injectable()
export class EventFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('EventFeed');
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly ranges: [number, number][] = [];
  private draining: Promise<void> | null = null;
  /** Users whose inbox changed, waiting for their unread counts to be read and pushed. */
  private readonly inboxes = new Set<number>();
  private pushingCounts: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    private readonly queries: QueryBus,
    private readonly hub: StreamHub,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
    this.timer = setInterval(() => {
      if (!this.client && !this.stopped) void this.listen();
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
      if (!this.stopped) this.hub.endAll();
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (message) => {
      if (message.channel === INBOX_CHANNEL) {
        this.inboxChanged(message.payload ?? '');
        return;
      }
      const [first, last] = (message.payload ?? '').split(':').map(Number);
      if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last)) return;
      this.ranges.push([first, last]);
      this.draining ??= this.drain().finally(() => (this.draining = null));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      await client.query(`LISTEN ${INBOX_CHANNEL}`);
      this.client = client;
    } catch (error) {
      this.logger.warn(`Cannot listen for events: ${(error as Error).message}`);
      void client.end().catch(() => undefined);
    }
  }

  private async drain(): Promise<void> {
    while (this.ranges.length > 0) {
      const [first, last] = this.ranges.shift() as [number, number];
      // Nobody to tell on this instance: the events need not even be read.
      if (this.hub.size === 0) continue;
      try {
        await RequestContext.create(this.orm.em, () => this.notify(first, last));
      } catch (error) {
        this.logger.warn(`Live notices for events ${first}-${last} failed: ${(error as Error).message}`);
      }
    }
  }

  /**
   * `notifications` {unread} to the streams of users whose inbox changed, read after the change committed (the
   * NOTIFY arrives only then): a burst of changes for one user is read once, and always as it stands last.
   */
  private inboxChanged(payload: string): void {
    for (const part of payload.split(',')) {
      const userId = Number(part);
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
        for (const { userId, unread } of counts) this.hub.deliver([userId], 'notifications', { unread });
      } catch (error) {
        this.logger.warn(`Unread counts for ${userIds.length} users failed: ${(error as Error).message}`);
      }
    }
  }

  private async notify(first: number, last: number): Promise<void> {
    const em = this.orm.em.fork();
    const plans = (await eventsBetween(em, first, last)).map(planNotices);
    const players = await this.playersOf(plans);
    const seats = await this.seatsOf(plans);
    for (const plan of plans) {
      if (plan.match) {
        const { matchId, tournamentId, reason } = plan.match;
        const to = [...plan.match.players, ...(players.get(matchId) ?? [])];
        this.hub.deliver(to, 'match', { match_id: matchId, tournament_id: tournamentId, reason });
      }
      if (plan.tournament) {
        const { tournamentId, reason } = plan.tournament;
        const to = [...plan.tournament.seats, ...(seats.get(tournamentId) ?? [])];
        this.hub.tournamentChanged(to, tournamentId, reason);
      }
      if (plan.wallet.length) this.hub.deliver(plan.wallet, 'wallet', {});
      if (plan.publicList) this.hub.publicListChanged();
    }
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
