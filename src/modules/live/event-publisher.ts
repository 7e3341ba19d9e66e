import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import pg from 'pg';
import { LiveBus } from '../../shared/bus/live-bus.js';
import { carriedBatch } from './carried-batch.js';

/** The publisher NOTIFYs this channel with the `seq` of each batch it has just committed to `live_batches`. */
export const EVENTS_CHANNEL = 'spockout_events';
/** The session advisory lock that makes one instance of the deployment the publisher (live_streams use 7_420_201-2). */
export const PUBLISHER_LOCK = 7_420_203;
/** A standby asks for the lock this often: its holder's death (its connection closes) is noticed within 5 s. */
const ELECT_MS = 1000;
/** The publisher looks for newly committed events this often: the floor of a notice's latency. */
const POLL_MS = 20;
/** Batches are kept this long, twice the replay window (stream-replay.ts), then deleted by the publisher. */
const KEEP_BATCHES = '10 minutes';
const PRUNE_MS = 60_000;

/**
 * The one publisher of the deployment. Every instance runs this; the one that holds PUBLISHER_LOCK on its
 * dedicated connection publishes, the others ask for the lock every ELECT_MS. A session lock dies with its
 * connection, so a crashed or killed publisher is replaced within a couple of seconds.
 *
 * Business transactions do not NOTIFY (PostgreSQL serialises the commits of every transaction that did). The
 * publisher finds what committed since its last look instead, and tells every instance once per batch, in a small
 * transaction of its own that records the batch in `live_batches` (the streams' replay) and moves its cursor.
 * With EVENT_BUS_URL the batch's number goes out on the bus (a Redis Stream, shared/bus/live-bus.ts) after that
 * commit instead of by NOTIFY; a batch the bus cannot take is NOTIFYd after all, so it is never lost.
 *
 * "Newly committed" is decided by transaction, not by id. Event ids are drawn from a sequence before commit, so id
 * 12 may commit after id 13, and `WHERE id > last` would skip it for good. Each event records its transaction
 * (`tx`, xid8); the cursor is the snapshot of the publisher's last batch, P. An event is new when its transaction
 * was not visible in P and is visible now: it was either in progress at P (in P's xip list) or started after it
 * (tx >= P's xmax). Both are exact index lookups, however long another transaction stays open. A transaction
 * still in progress now is invisible now and still unseen at the next look, so nothing is skipped or told twice.
 */
@Injectable()
export class EventPublisher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('EventPublisher');
  private client: pg.Client | null = null;
  private leading = false;
  /** P: the snapshot (text form) of the last published batch; null until this instance leads. */
  private snapshot: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private lastPrune = 0;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    private readonly bus: LiveBus,
  ) {}

  /** Whether this instance publishes now (for tests and /api/health). */
  get isLeader(): boolean {
    return this.leading;
  }

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.drop();
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = null;
        this.schedule(this.leading ? POLL_MS : ELECT_MS);
      });
    }, ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      if (!this.leading) await this.elect();
      if (this.leading) await this.publish();
    } catch (error) {
      // Whatever failed, the lock is given up with the connection; this instance stands again at the next tick.
      if (!this.stopped) this.logger.warn(`Event publisher: ${(error as Error).message}`);
      await this.drop();
    }
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    // Named with this process's id: pg_stat_activity beside pg_locks tells operators (and tests) who publishes.
    const client = new pg.Client({
      connectionString: this.orm.config.get('clientUrl'),
      application_name: `spockout-publisher:${process.pid}`,
    });
    client.on('error', () => {
      if (this.client === client) void this.drop();
    });
    await client.connect();
    this.client = client;
    return client;
  }

  private async drop(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.leading = false;
    this.snapshot = null;
    await client?.end().catch(() => undefined);
  }

  private async elect(): Promise<void> {
    const client = await this.connection();
    const won = await client.query<{ won: boolean }>('SELECT pg_try_advisory_lock($1) AS won', [PUBLISHER_LOCK]);
    if (!won.rows[0]?.won) return;
    // The first publisher ever starts from now; a successor resumes from its predecessor's last batch.
    await client.query('INSERT INTO live_cursor (snapshot) VALUES (pg_current_snapshot()) ON CONFLICT (id) DO NOTHING');
    const cursor = await client.query<{ snapshot: string }>('SELECT snapshot::text AS snapshot FROM live_cursor');
    this.snapshot = cursor.rows.at(0)?.snapshot ?? null;
    this.leading = this.snapshot !== null;
    if (this.leading) this.logger.log('This instance publishes the live events');
  }

  /**
   * What a bus message carries, so the instances need not read the batch from PostgreSQL: its events (in the
   * batch's order, as eventsOfBatches reads them) and the users of its inbox notices (live/domain/carried-batch.ts).
   */
  private async carried(client: pg.Client, seq: number, events: string[], users: string[]): Promise<string> {
    const rows = await client.query<{ id: string; type: string; payload: unknown }>(
      'SELECT id::text AS id, type, payload FROM domain_events WHERE id = ANY($1::bigint[]) ORDER BY id',
      [events],
    );
    return carriedBatch(seq, rows.rows, users.map(Number));
  }

  /** One look: the events committed since P, published as one batch if there are any. */
  private async publish(): Promise<void> {
    const client = await this.connection();
    const previous = this.snapshot as string;
    // One statement, so the events it sees are exactly those visible in the snapshot it returns.
    // New events, and the users of new inbox notices (`inbox`: their streams are sent their unread counts).
    const found = await client.query<{ inbox: boolean; id: string; now: string }>(
      `WITH p AS (SELECT pg_snapshot_xmax($1::pg_snapshot) AS xmax, ARRAY(SELECT pg_snapshot_xip($1::pg_snapshot)) AS xip)
       SELECT false AS inbox, e.id::text AS id, pg_current_snapshot()::text AS now FROM domain_events e
        WHERE e.tx >= (SELECT xmax FROM p)
       UNION ALL
       SELECT false, e.id::text, pg_current_snapshot()::text FROM domain_events e
        WHERE e.tx = ANY ((SELECT xip FROM p)::xid8[])
       UNION
       SELECT true, n.user_id::text, pg_current_snapshot()::text FROM notifications n
        WHERE n.tx >= (SELECT xmax FROM p) OR n.tx = ANY ((SELECT xip FROM p)::xid8[])`,
      [previous],
    );
    if (found.rows.length > 0) {
      const next = found.rows[0].now;
      const events = found.rows.filter((row) => !row.inbox).map((row) => row.id);
      const users = found.rows.filter((row) => row.inbox).map((row) => row.id);
      // One small transaction: the batch, the cursor and one NOTIFY (delivered to every instance on commit); with
      // the bus, no NOTIFY: the batch is announced on the bus once committed, and by NOTIFY only if the bus fails.
      const viaBus = this.bus.configured;
      const recorded = await client.query<{ seq: string }>(
        `WITH batch AS (INSERT INTO live_batches (event_ids, inbox_user_ids)
                        VALUES ($1::bigint[], $2::integer[]) RETURNING seq),
              cursor AS (UPDATE live_cursor SET snapshot = $3::pg_snapshot, updated_at = now() RETURNING 1)
         SELECT batch.seq::text AS seq, CASE WHEN $5::boolean THEN NULL ELSE pg_notify($4, batch.seq::text) END
           FROM batch, cursor`,
        [events.sort((x, y) => Number(x) - Number(y)), users, next, EVENTS_CHANNEL, viaBus],
      );
      const seq = Number(recorded.rows[0].seq);
      if (viaBus && !(await this.bus.announce(seq, await this.carried(client, seq, events, users)))) {
        await client.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, String(seq)]);
      }
      this.snapshot = next;
    }
    if (Date.now() - this.lastPrune > PRUNE_MS) {
      this.lastPrune = Date.now();
      await client.query(`DELETE FROM live_batches WHERE published_at < now() - interval '${KEEP_BATCHES}'`);
    }
  }
}
