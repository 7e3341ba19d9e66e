import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { MikroORM, TransactionPropagation } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ON_EVENT, type EventListener } from './on-event.decorator.js';
import type { StoredEvent } from './domain-event.js';
import type { DomainEventRecord } from './domain-event-record.js';
import { eventTrail } from './event-trail.js';
import { EventWatch } from './event-watch.js';
import { Metrics } from '../observability/metrics.js';
import { sql } from 'kysely';
import { all, db, type Row } from '../database/query.js';

type EventRow = Pick<
  Row<'domain_events'>,
  'id' | 'type' | 'aggregate_type' | 'aggregate_id' | 'user_id' | 'payload' | 'occurred_at'
>;

const SWEEP_INTERVAL_MS = 500;

/** Marks the relay's own work, so its commits do not kick it again (it keeps going while events wait anyway). */
const insideRelay = new AsyncLocalStorage<true>();
const RETRY_BACKOFF_SECONDS = 5;
/**
 * Events per transaction: enough to amortise the commit, few enough that locks are held briefly. Events nobody
 * listens to are written dispatched (outbox.ts); any left undispatched (written before that, or whose listener
 * was since removed) cost only their share of one UPDATE.
 */
const BATCH_SIZE = 100;
/**
 * Events with listeners per transaction: one. Their locks (a tournament row, two players' rows, ledger
 * accounts) are held until the transaction commits. With eight per batch, a batch held one event's rows while
 * it locked the next one's, in no common order with a join or another instance's batch: the long reliability
 * run logged 142 listener deadlocks in 180 s and one join lost one (docs/reliability.md). Each listener takes
 * its own rows in a fixed order (the tournament first, players and accounts in id order), so with one event per
 * transaction only those orders meet. The rest of the fetched rows go to the next transaction.
 */
const MAX_HANDLED_PER_BATCH = 1;

/**
 * Hands committed outbox events to their listeners. Kicked after every commit and swept on an interval, so
 * a crash between commit and dispatch loses nothing. Events are locked with SKIP LOCKED and marked dispatched
 * in the transaction of their listeners' writes, so several instances never handle one twice.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private readonly listeners = new Map<string, { name: string; listener: EventListener }[]>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly watches = new Set<EventWatch>();

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const types = wrapper.metatype ? this.reflector.get<string[]>(ON_EVENT, wrapper.metatype) : undefined;
      if (!types || !wrapper.instance) continue;
      for (const type of types) {
        const list = this.listeners.get(type) ?? [];
        // Nest types a provider's name as any: it is its token, a class name here.
        list.push({ name: String(wrapper.name), listener: wrapper.instance as EventListener });
        this.listeners.set(type, list);
      }
    }
    // A commit may have written events for listeners: dispatch them now rather than at the sweep. A request's
    // trail tells whether it did (a move, most requests' writes, records only events written dispatched);
    // commits outside a request (the timer's) kick regardless.
    this.orm.em.getEventManager().registerSubscriber({
      afterTransactionCommit: () => {
        if (insideRelay.getStore()) return;
        const trail = eventTrail.getStore();
        if (trail && !trail.some((record) => this.listeners.has(record.type))) return;
        void this.kick();
      },
    });
    this.timer = setInterval(() => void this.kick(), SWEEP_INTERVAL_MS);
    this.timer.unref();
    void this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Starts a drain, or asks the running one to go round again; resolves when the outbox is quiet. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    // Outside the kicking request's event trail: what listeners record belongs to the event they handle.
    this.running = insideRelay
      .run(true, () => eventTrail.exit(() => this.drain()))
      .finally(() => {
        this.running = null;
        for (const watch of this.watches) watch.relayStopped();
      });
    return this.running;
  }

  /**
   * Follows the events a request records into `trail` (and those their listeners record), so it can answer
   * once they have been dispatched: see settle-reactions.ts. Release it when done.
   */
  watch(trail: DomainEventRecord[]): EventWatch {
    const watch: EventWatch = new EventWatch(
      trail,
      (type) => this.listeners.has(type),
      () => this.running === null,
      () => this.watches.delete(watch),
    );
    this.watches.add(watch);
    return watch;
  }

  private async drain(): Promise<void> {
    this.again = false;
    do {
      try {
        while (!this.stopped && (await this.dispatchBatch())) {
          /* keep going while events are waiting */
        }
      } catch (error) {
        this.logger.error(`Outbox sweep failed: ${(error as Error).message}`);
      }
    } while (this.takeAgain() && !this.stopped);
  }

  /** Whether a kick came in since the last look (it sets `again` while a sweep awaits), and starts a new look. */
  private takeAgain(): boolean {
    const again = this.again;
    this.again = false;
    return again;
  }

  /**
   * Dispatches the oldest due events in one transaction: the first one with listeners (inside a savepoint, so
   * a failing listener rolls back only its own work and the event is retried later) and any without listeners
   * before it, up to BATCH_SIZE. False when no event was waiting.
   */
  private async dispatchBatch(): Promise<boolean> {
    const em = this.orm.em.fork();
    const failures: { id: string; error: Error }[] = [];
    const lags: number[] = [];
    const handled: { id: string; children: DomainEventRecord[] }[] = [];
    const found = await em.transactional(async (tx) => {
      const rows: EventRow[] = await all(
        tx,
        db(tx)
          .selectFrom('domain_events')
          .select(['id', 'type', 'aggregate_type', 'aggregate_id', 'user_id', 'payload', 'occurred_at'])
          .where('dispatched_at', 'is', null)
          .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', sql<string>`now()`)]))
          .orderBy('id')
          .limit(BATCH_SIZE)
          .forUpdate()
          .skipLocked(),
      );
      const dispatched: string[] = [];
      for (const row of rows) {
        if (handled.length + failures.length >= MAX_HANDLED_PER_BATCH) break;
        if (!this.listeners.has(row.type)) {
          dispatched.push(row.id);
          continue;
        }
        const children: DomainEventRecord[] = [];
        try {
          await tx.transactional(() => eventTrail.run(children, () => this.handle(row)), {
            propagation: TransactionPropagation.NESTED,
          });
          dispatched.push(row.id);
          handled.push({ id: row.id, children });
        } catch (error) {
          failures.push({ id: row.id, error: error as Error });
        }
      }
      if (dispatched.length) {
        await all(
          tx,
          db(tx)
            .updateTable('domain_events')
            .set({ dispatched_at: sql<string>`now()` })
            .where('id', 'in', dispatched),
        );
      }
      for (const row of rows)
        if (dispatched.includes(row.id)) lags.push((Date.now() - new Date(row.occurred_at).getTime()) / 1000);
      return rows.length > 0;
    });
    for (const lag of lags) {
      this.metrics.outboxDispatched.inc();
      this.metrics.outboxDispatchLag.observe(lag);
    }
    for (const { id, children } of handled) for (const watch of this.watches) watch.observe(id, children);
    for (const failure of failures) await this.recordFailure(failure);
    return found;
  }

  private async handle(row: EventRow): Promise<void> {
    const event: StoredEvent = {
      id: Number(row.id),
      type: row.type,
      aggregateType: row.aggregate_type,
      aggregateId: row.aggregate_id,
      userId: row.user_id,
      payload: row.payload,
      occurredAt: new Date(row.occurred_at),
    };
    for (const { listener } of this.listeners.get(event.type) ?? []) {
      await listener.handle(event);
    }
  }

  private async recordFailure({ id, error }: { id: string; error: Error }): Promise<void> {
    this.logger.error(`Listener failed on event ${id}: ${error.message}`);
    const em = this.orm.em.fork();
    await all(
      em,
      db(em)
        .updateTable('domain_events')
        .set({
          attempts: sql<number>`attempts + 1`,
          last_error: error.message.slice(0, 2000),
          next_attempt_at: sql<string>`now() + make_interval(secs => ${RETRY_BACKOFF_SECONDS} * least(attempts + 1, 60))`,
        })
        .where('id', '=', id),
    );
  }
}
