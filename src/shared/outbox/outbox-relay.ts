import { AsyncLocalStorage } from 'node:async_hooks';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryService, ModulesContainer } from '@nestjs/core';
import { MikroORM, TransactionPropagation } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { listenedEvents, type EventListener } from './on-event.decorator.js';
import type { StoredEvent } from './domain-event.js';
import type { EventName } from './event-map.js';
import type { DomainEventRecord } from './domain-event-record.js';
import { eventTrail } from './event-trail.js';
import { EventWatch } from './event-watch.js';
import { listenersNotProvided } from './listener-check.js';
import { Metrics } from '../observability/metrics.js';
import { all, db, first, type Row } from '../database/query.js';
import { later, now } from '../database/expressions.js';

type EventRow = Pick<
  Row<'domain_events'>,
  'id' | 'type' | 'aggregate_type' | 'aggregate_id' | 'user_id' | 'payload' | 'occurred_at' | 'pending_listeners'
>;

/** A listener of this instance: its class name is its name in the registry and in an event's pending list. */
interface Listener {
  name: string;
  listener: EventListener<EventName>;
}

/** What one transaction of the relay did: delivered an event (with what its listeners recorded), or failed. */
type Outcome = { id: string; lag: number; children: DomainEventRecord[] } | { id: string; failure: Error };

const SWEEP_INTERVAL_MS = 500;

/** Marks the relay's own work, so its commits do not kick it again (it keeps going while events wait anyway). */
const insideRelay = new AsyncLocalStorage<true>();
const RETRY_BACKOFF_SECONDS = 5;

/**
 * Hands committed outbox events to their listeners. Kicked after every commit and swept on an interval, so
 * a crash between commit and dispatch loses nothing.
 *
 * An event owes a delivery to every listener the deployment has registered for its type (`pending_listeners`,
 * written with it: outbox.ts). This instance delivers only to the listeners it has, strikes them off in the
 * transaction of their writes, and leaves the others for an instance that has them (an older or newer version
 * in a rolling deploy); the event is dispatched when none is left. Events are locked with SKIP LOCKED, so
 * several instances never deliver one twice.
 *
 * One event per transaction. Its locks (a tournament row, two players' rows, ledger accounts) are held until
 * the transaction commits. With eight per batch, a batch held one event's rows while it locked the next one's,
 * in no common order with a join or another instance's batch: the long reliability run logged 142 listener
 * deadlocks in 180 s and one join lost one (docs/reliability.md). Each listener takes its own rows in a fixed
 * order (the tournament first, players and accounts in id order), so with one event per transaction only those
 * orders meet.
 */
@Injectable()
export class OutboxRelay implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  /** This instance's listeners of each event type, in the order the modules provide them. */
  private readonly listeners = new Map<string, Listener[]>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly watches = new Set<EventWatch>();

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    private readonly discovery: DiscoveryService,
    private readonly modules: ModulesContainer,
    private readonly metrics: Metrics,
  ) {}

  /** Before any module's bootstrap (a scheduler's first sweep): a listener left out stops the start here. */
  async onModuleInit(): Promise<void> {
    const missing = await listenersNotProvided(this.modules);
    if (missing.length) throw new Error(`Listeners that would hear nothing: ${missing.join('; ')}.`);
    const names = new Set<string>();
    for (const wrapper of this.discovery.getProviders()) {
      const types = listenedEvents(wrapper.metatype);
      if (!types || !wrapper.instance) continue;
      // Nest types a provider's name as any: it is its token, a class name here.
      const name = String(wrapper.name);
      if (names.has(name)) throw new Error(`Two listeners are named ${name}: a listener's class name is its key`);
      names.add(name);
      for (const type of types) {
        const list = this.listeners.get(type) ?? [];
        list.push({ name, listener: wrapper.instance as EventListener<EventName> });
        this.listeners.set(type, list);
      }
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.register();
    this.countAbsentListeners();
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

  /**
   * Adds this instance's listeners to the deployment's registry, from which every instance writes what an event
   * owes, and says which registered listeners this instance lacks: their events wait for an instance that has
   * them (or for a migration that retires a listener removed from the code).
   */
  private async register(): Promise<void> {
    const em = this.orm.em.fork();
    const mine = [...this.listeners].flatMap(([type, list]) =>
      list.map(({ name }) => ({ event_type: type, listener: name })),
    );
    if (mine.length) {
      await all(
        em,
        db(em)
          .insertInto('event_listeners')
          .values(mine)
          .onConflict((conflict) => conflict.columns(['event_type', 'listener']).doNothing()),
      );
    }
    const registered = await all(em, db(em).selectFrom('event_listeners').select(['event_type', 'listener']));
    for (const { event_type: type, listener } of registered) {
      if (this.listeners.get(type)?.some(({ name }) => name === listener)) continue;
      this.logger.warn(`${type} events also wait for ${listener}, which this instance lacks: another delivers them`);
    }
  }

  /** The events waiting for listeners this instance lacks, by listener, read when Prometheus scrapes. */
  private countAbsentListeners(): void {
    const mine = [...new Set([...this.listeners.values()].flat().map(({ name }) => name))];
    this.metrics.gaugeByLabel(
      'outbox_events_awaiting_absent_listener',
      'Undispatched events owed to a listener this instance lacks (another instance delivers them), by listener',
      'listener',
      async () => {
        const em = this.orm.em.fork();
        const rows = await eventsAwaitingOthers(em, mine);
        return rows.map(({ listener, waiting }) => [listener, Number(waiting)] as const);
      },
    );
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
    if (this.listeners.size === 0) return;
    do {
      try {
        while (!this.stopped && (await this.deliverNext())) {
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
   * Delivers the oldest due event that owes a delivery to a listener of this instance, to each such listener,
   * in one transaction (its listeners inside a savepoint, so a failing listener rolls back only their work and
   * the event is retried later). False when no such event was waiting.
   */
  private async deliverNext(): Promise<boolean> {
    const em = this.orm.em.fork();
    const outcome = await em.transactional(async (tx): Promise<Outcome | null> => {
      const row: EventRow | undefined = await first(
        tx,
        db(tx)
          .selectFrom('domain_events')
          .select(['id', 'type', 'aggregate_type', 'aggregate_id', 'user_id', 'payload', 'occurred_at'])
          .select('pending_listeners')
          .where('dispatched_at', 'is', null)
          .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now())]))
          // Owed to one of this instance's listeners of that very type.
          .where((eb) =>
            eb.or(
              [...this.listeners].map(([type, list]) =>
                eb.and([eb('type', '=', type), eb('pending_listeners', '&&', eb.val(list.map(({ name }) => name)))]),
              ),
            ),
          )
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      );
      if (!row) return null;
      const pending = row.pending_listeners ?? [];
      const here = (this.listeners.get(row.type) ?? []).filter(({ name }) => pending.includes(name));
      const children: DomainEventRecord[] = [];
      try {
        await tx.transactional(() => eventTrail.run(children, () => this.deliver(row, here)), {
          propagation: TransactionPropagation.NESTED,
        });
      } catch (error) {
        return { id: row.id, failure: error as Error };
      }
      const left = pending.filter((name) => !here.some((listener) => listener.name === name));
      await all(
        tx,
        db(tx)
          .updateTable('domain_events')
          .set({ pending_listeners: left, dispatched_at: left.length ? null : now() })
          .where('id', '=', row.id),
      );
      return { id: row.id, lag: (Date.now() - new Date(row.occurred_at).getTime()) / 1000, children };
    });
    if (!outcome) return false;
    if ('failure' in outcome) {
      await this.recordFailure(outcome.id, outcome.failure);
    } else {
      this.metrics.outboxDispatched.inc();
      this.metrics.outboxDispatchLag.observe(outcome.lag);
      for (const watch of this.watches) watch.observe(outcome.id, outcome.children);
    }
    return true;
  }

  private async deliver(row: EventRow, listeners: Listener[]): Promise<void> {
    // The row is the stored form of an event of the map: its type names it, its payload is that event's.
    const event = {
      id: Number(row.id),
      type: row.type,
      aggregateType: row.aggregate_type,
      aggregateId: row.aggregate_id,
      userId: row.user_id,
      payload: row.payload,
      occurredAt: new Date(row.occurred_at),
    } as StoredEvent;
    for (const { listener } of listeners) await listener.handle(event);
  }

  private async recordFailure(id: string, error: Error): Promise<void> {
    this.logger.error(`Listener failed on event ${id}: ${error.message}`);
    const em = this.orm.em.fork();
    await all(
      em,
      db(em)
        .updateTable('domain_events')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error.message.slice(0, 2000),
          next_attempt_at: later({
            secs: eb(eb.val(RETRY_BACKOFF_SECONDS), '*', eb.fn<number>('least', [eb('attempts', '+', 1), eb.val(60)])),
          }),
        }))
        .where('id', '=', id),
    );
  }
}

/**
 * Undispatched events owed to listeners not in `mine`, counted by listener. A SQL template (run by
 * test/integration/sql-templates.test.ts): each event is counted once per listener it still owes.
 */
export function eventsAwaitingOthers(
  em: EntityManager,
  mine: string[],
): Promise<{ listener: string; waiting: string }[]> {
  return all(
    em,
    sql<{ listener: string; waiting: string }>`
      SELECT l.listener, count(*) AS waiting
        FROM domain_events e CROSS JOIN LATERAL unnest(e.pending_listeners) AS l(listener)
       WHERE e.dispatched_at IS NULL AND NOT (l.listener = ANY(${mine}::text[]))
       GROUP BY l.listener`,
  );
}
