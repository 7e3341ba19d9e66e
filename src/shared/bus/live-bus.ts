import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { createClient, type RedisClientType } from 'redis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Metrics } from '../observability/metrics.js';
import { db, one } from '../database/query.js';

/** Entries kept in the stream: minutes of batches at full load; older ones are in PostgreSQL's `live_batches`. */
const STREAM_LENGTH = 10_000;
/** A blocked read returns this often with nothing, so a stop or a lost server is noticed without waiting. */
const BLOCK_MS = 2000;
/** A lost server is asked again this often; meanwhile the instances fall back to PostgreSQL. */
const RETRY_MS = 1000;
/** An XADD not answered within this falls back to NOTIFY: the publisher serves every instance and cannot wait. */
const WRITE_TIMEOUT_MS = 250;

export type BusState = 'off' | 'up' | 'down';

/**
 * The optional bus (EVENT_BUS_URL=redis://...) that carries the publisher's batch numbers to every instance through
 * a Redis Stream instead of PostgreSQL's NOTIFY: XADD with a bounded MAXLEN, and a plain XREAD on every instance
 * (no consumer group: every instance needs every batch). A message carries the batch's `seq` and its events, so
 * the instances need not read them from PostgreSQL; `live_batches` stays the record, so a message lost or trimmed
 * loses nothing: the next one names a later seq and the feed reads the batches it lacks from there.
 *
 * The stream's key carries the database's own random id (streamKey), so deployments (and parallel test files)
 * sharing one Redis never read each other's batches. Unset, the bus is `off` and nothing here connects.
 */
@Injectable()
export class LiveBus implements OnApplicationShutdown {
  private readonly logger = new Logger('LiveBus');
  private writer: RedisClientType | null = null;
  private readonly readers = new Set<RedisClientType>();
  private healthy = true;
  /** When a write last failed: until RETRY_MS later, announcements go straight to the fallback. */
  private writeFailedAt = 0;
  private stopped = false;
  private key: Promise<string> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    metrics: Metrics,
  ) {
    if (this.configured) {
      metrics.gauge('live_bus_up', '1 while the event bus (EVENT_BUS_URL) answers, 0 while on PostgreSQL alone', () =>
        Promise.resolve(this.healthy ? 1 : 0),
      );
    }
  }

  /**
   * The stream's key, `spockout:live:<the database's live_deployment key>`: a random id made once per database, so
   * deployments sharing a Redis never read each other's batch numbers (the database's name is `spockout` in every
   * embedded deployment). Read once; a failed read is tried again at the next use.
   */
  streamKey(): Promise<string> {
    this.key ??= (async () => {
      const em = this.orm.em.fork();
      const row = await one(
        em,
        db(em)
          .selectFrom('live_deployment')
          .select((eb) => eb.cast<string>('key', 'text').as('key')),
      );
      return `spockout:live:${row.key}`;
    })().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  get configured(): boolean {
    return this.config.eventBusUrl !== null;
  }

  /** `down` from a failed write or read until one succeeds again. */
  state(): BusState {
    if (!this.configured) return 'off';
    return this.healthy ? 'up' : 'down';
  }

  /**
   * Tells every instance that batch `seq` committed, with what it carries (`batch`, opaque here). False when the
   * bus could not take it: NOTIFY instead.
   */
  async announce(seq: number, batch: string): Promise<boolean> {
    if (Date.now() - this.writeFailedAt < RETRY_MS) return false;
    try {
      const key = await this.streamKey();
      const writer = await this.connectedWriter();
      await writer.xAdd(
        key,
        '*',
        { seq: String(seq), batch },
        {
          TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: STREAM_LENGTH },
        },
      );
      this.up();
      return true;
    } catch (error) {
      this.writeFailedAt = Date.now();
      this.down('write', error);
      return false;
    }
  }

  /**
   * Calls `onSeq` with every batch number announced from now on, until the app stops. `ready` resolves once the
   * position to read from is fixed (the stream's last entry), so a caller that then reads PostgreSQL's last batch
   * misses nothing in between. While the server is lost, `onLost` is called every RETRY_MS: the feed polls
   * PostgreSQL meanwhile.
   */
  subscribe(onSeq: (seq: number, batch: string | undefined) => void, onLost: () => void): Promise<void> {
    let fixed: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (fixed = resolve));
    void this.read(onSeq, onLost, fixed);
    return ready;
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    const clients = [this.writer, ...this.readers].filter((c): c is RedisClientType => c !== null);
    this.writer = null;
    this.readers.clear();
    for (const client of clients) client.destroy();
  }

  private async read(
    onSeq: (seq: number, batch: string | undefined) => void,
    onLost: () => void,
    fixed: () => void,
  ): Promise<void> {
    let from: string | null = null;
    let ready = false;
    while (this.running()) {
      let client: RedisClientType | null = null;
      try {
        const key = await this.streamKey();
        client = this.client('reader');
        this.readers.add(client);
        await client.connect();
        if (from === null) {
          const last = await client.xRevRange(key, '+', '-', { COUNT: 1 });
          from = last?.[0]?.id ?? '0-0';
        }
        if (!ready) {
          ready = true;
          fixed();
        }
        while (this.running()) {
          const reply = await client.xRead({ key, id: from }, { BLOCK: BLOCK_MS, COUNT: 1000 });
          this.up();
          for (const stream of (reply ?? []) as { messages: { id: string; message: Record<string, string> }[] }[]) {
            for (const entry of stream.messages) {
              from = entry.id;
              const seq = Number(entry.message.seq);
              if (Number.isSafeInteger(seq)) onSeq(seq, entry.message.batch);
            }
          }
        }
      } catch (error) {
        if (!this.running()) break;
        this.down('read', error);
        if (!ready) {
          // No position could be fixed: the feed starts on PostgreSQL alone and catches up from it.
          ready = true;
          fixed();
        }
        onLost();
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      } finally {
        if (client) {
          this.readers.delete(client);
          client.destroy();
        }
      }
    }
  }

  /** A method, not the field: the loops read it again after every await. */
  private running(): boolean {
    return !this.stopped;
  }

  private async connectedWriter(): Promise<RedisClientType> {
    if (this.writer?.isReady) return this.writer;
    const stale = this.writer;
    this.writer = null;
    stale?.destroy();
    const client = this.client('writer');
    try {
      await client.connect();
    } catch (error) {
      client.destroy();
      throw error;
    }
    this.writer = client;
    return client;
  }

  /**
   * A client that fails fast: no reconnection of its own and no offline queue, so a lost server is a failed call
   * at once (the caller falls back) rather than a call held until it returns. The writer's commands give up after
   * WRITE_TIMEOUT_MS too, so a slow Redis holds the deployment's one publisher that long at most; the reader's
   * XREAD blocks on purpose and has no such limit. Errors surface through the failed commands; a client is
   * destroyed by whoever holds it (the next write replaces a writer that is no longer ready).
   */
  private client(role: 'reader' | 'writer'): RedisClientType {
    const client: RedisClientType = createClient({
      url: this.config.eventBusUrl ?? undefined,
      disableOfflineQueue: true,
      socket: { reconnectStrategy: false, connectTimeout: 1000 },
      ...(role === 'writer' ? { commandOptions: { timeout: WRITE_TIMEOUT_MS } } : {}),
    });
    client.on('error', () => undefined);
    return client;
  }

  private up(): void {
    if (this.healthy) return;
    this.healthy = true;
    this.logger.log('The event bus answers again');
  }

  private down(what: 'read' | 'write', error: unknown): void {
    if (this.stopped) return;
    if (this.healthy) this.logger.warn(`The event bus failed a ${what}, falling back to PostgreSQL: ${String(error)}`);
    this.healthy = false;
  }
}
