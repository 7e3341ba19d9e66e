import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ON_EVENT, type EventListener } from './on-event.decorator.js';
import type { StoredEvent } from './domain-event.js';
import { Metrics } from '../observability/metrics.js';

interface EventRow {
  id: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  user_id: number | null;
  payload: unknown;
  occurred_at: Date;
}

const SWEEP_INTERVAL_MS = 500;

/** Marks the relay's own work, so its commits do not kick it again (it keeps going while events wait anyway). */
const insideRelay = new AsyncLocalStorage<true>();
const RETRY_BACKOFF_SECONDS = 5;

/**
 * Hands committed outbox events to their listeners. Kicked after every commit and swept on an interval, so
 * a crash between commit and dispatch loses nothing. Each event is locked with SKIP LOCKED and dispatched in
 * its own transaction together with its listeners' writes, so several instances never handle one twice.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private readonly listeners = new Map<string, { name: string; listener: EventListener }[]>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const type = wrapper.metatype ? this.reflector.get<string>(ON_EVENT, wrapper.metatype) : undefined;
      if (!type || !wrapper.instance) continue;
      const list = this.listeners.get(type) ?? [];
      list.push({ name: wrapper.name, listener: wrapper.instance as EventListener });
      this.listeners.set(type, list);
    }
    // Every commit anywhere in the process may have written events: dispatch them now rather than at the sweep.
    this.orm.em.getEventManager().registerSubscriber({
      afterTransactionCommit: () => {
        if (!insideRelay.getStore()) void this.kick();
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
    this.running = insideRelay.run(true, () => this.drain()).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Waits for the drain in progress, if any: used so a write request answers after its reactions ran. */
  settle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.dispatchOne())) {
          /* keep going while events are waiting */
        }
      } catch (error) {
        this.logger.error(`Outbox sweep failed: ${(error as Error).message}`);
      }
    } while (this.again && !this.stopped);
  }

  /** Dispatches the oldest due event; false when none is waiting. */
  private async dispatchOne(): Promise<boolean> {
    const em = this.orm.em.fork() as EntityManager;
    let failed: { id: string; error: Error } | null = null;
    const found = await em.transactional(async (tx) => {
      const rows: EventRow[] = await tx.execute(
        `SELECT id, type, aggregate_type, aggregate_id, user_id, payload, occurred_at
           FROM domain_events
          WHERE dispatched_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= now())
          ORDER BY id
          LIMIT 1
          FOR UPDATE SKIP LOCKED`,
      );
      const row = rows[0];
      if (!row) return false;
      const event: StoredEvent = {
        id: Number(row.id),
        type: row.type,
        aggregateType: row.aggregate_type,
        aggregateId: row.aggregate_id,
        userId: row.user_id,
        payload: row.payload,
        occurredAt: row.occurred_at,
      };
      try {
        for (const { listener } of this.listeners.get(event.type) ?? []) {
          await listener.handle(event);
        }
      } catch (error) {
        failed = { id: row.id, error: error as Error };
        throw error;
      }
      await tx.execute('UPDATE domain_events SET dispatched_at = now() WHERE id = ?', [row.id]);
      this.metrics.outboxDispatchLag.observe((Date.now() - new Date(row.occurred_at).getTime()) / 1000);
      return true;
    }).catch((error: unknown) => {
      if (!failed) throw error;
      return true;
    });
    if (failed) await this.recordFailure(failed);
    else if (found) this.metrics.outboxDispatched.inc();
    return found;
  }

  private async recordFailure({ id, error }: { id: string; error: Error }): Promise<void> {
    this.logger.error(`Listener failed on event ${id}: ${error.message}`);
    await this.orm.em.fork().getConnection().execute(
      `UPDATE domain_events
          SET attempts = attempts + 1, last_error = ?,
              next_attempt_at = now() + make_interval(secs => ? * least(attempts + 1, 60))
        WHERE id = ?`,
      [error.message.slice(0, 2000), RETRY_BACKOFF_SECONDS, id],
    );
  }
}
