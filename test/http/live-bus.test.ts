import { type ChildProcess, spawn } from 'node:child_process';
import { createClient } from 'redis';
import pg from 'pg';
import { LiveBus } from '../../src/shared/bus/live-bus.js';
import { Metrics } from '../../src/shared/observability/metrics.js';
import type { Player } from '../support/api-client.js';
import { EventStreamReader } from '../support/event-stream.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';
import { join } from '../support/tournament-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { freePort } from '../reliability/support.js';

/** This machine's Redis (`.ci/run` starts it when it is not running). */
const SHARED_REDIS = 'redis://127.0.0.1:6379';

/** A Redis server of the test's own, on a port of its own: the fall-back test kills it and starts it again. */
class PrivateRedis {
  private process: ChildProcess | null = null;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await eventually(() => ping(this.url), { until: Boolean, timeout: 10_000, what: 'the private Redis answering' });
  }

  async kill(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

async function ping(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

async function streamLength(url: string, key: string): Promise<number> {
  const client = createClient({ url });
  await client.connect();
  try {
    return await client.xLen(key);
  } finally {
    client.destroy();
  }
}

async function readiness(t: TestApp): Promise<{ status: number; bus: string }> {
  const response = await t.api.get('/api/health/ready');
  return { status: response.status, bus: response.body.bus };
}

/** A 2-player cup made on `via`, joined by the stream's player: the stream is told the match started. */
async function startMatch(via: TestApp, creator: Player, joiner: Player, stream: EventStreamReader): Promise<void> {
  const tournament = await fixtures(via).tournament({ by: creator, max_players: 2, game_mode: 'BLITZ' });
  expect((await join(via, joiner, tournament.id)).status).toBe(200);
  await stream.waitFor(
    (f) =>
      f.event === 'match' &&
      (f.data as { reason: string; tournament_id: number }).reason === 'started' &&
      (f.data as { tournament_id: number }).tournament_id === tournament.id,
  );
}

/**
 * Issue 35 §1, the optional bus: with EVENT_BUS_URL the publisher announces each batch on a Redis Stream (XADD)
 * instead of NOTIFY, and every instance reads it (XREAD). Two instances on one database, a stream held by the
 * one that did not take the request; real Redis servers.
 */
describe('The live events through a Redis Streams bus', () => {
  let a: TestApp;
  let b: TestApp;
  let stream: EventStreamReader | null = null;

  afterEach(async () => {
    await stream?.close();
    stream = null;
    await b.close();
    await a.close();
  });

  it('carries every batch through Redis and none through NOTIFY', async () => {
    a = await startTestApp({ EVENT_BUS_URL: SHARED_REDIS });
    b = await startTestApp({ EVENT_BUS_URL: SHARED_REDIS }, a.databaseUrl);
    const key = await a.app.get(LiveBus).streamKey();
    expect(key).toBe(await b.app.get(LiveBus).streamKey());
    expect(await readiness(a)).toEqual({ status: 200, bus: 'up' });
    // A stream left by an earlier run on a database of the same name (nothing has been published yet).
    const cleaner = createClient({ url: SHARED_REDIS });
    await cleaner.connect();
    await cleaner.del(key);
    cleaner.destroy();

    // Every NOTIFY on the publisher's channel, as this test's own listener receives them.
    const listener = new pg.Client({ connectionString: a.databaseUrl });
    await listener.connect();
    const payloads: string[] = [];
    listener.on('notification', (m) => payloads.push(m.payload ?? ''));
    await listener.query('LISTEN spockout_events');
    try {
      const p1 = await fixtures(a).player({ funds: '100.00', name: 'bus1' });
      const p2 = await fixtures(a).player({ funds: '100.00', name: 'bus2' });
      stream = await EventStreamReader.open(b.url, p2.access);
      await stream.waitFor((f) => f.comment === 'connected');
      await startMatch(a, p1, p2, stream);

      // A marker NOTIFYd after the batch that told the stream committed: notices of one channel arrive in commit
      // order, so a NOTIFY of that batch would have come before it.
      await listener.query(`SELECT pg_notify('spockout_events', 'marker')`);
      await eventually(() => Promise.resolve(payloads), { until: (p) => p.includes('marker'), what: 'the marker' });
      expect(payloads).toEqual(['marker']);
      // Every batch recorded in PostgreSQL was announced on the stream, once.
      const [{ n }] = await a.sql<{ n: string }>('SELECT count(*)::text AS n FROM live_batches');
      expect(Number(n)).toBeGreaterThan(0);
      expect(await streamLength(SHARED_REDIS, key)).toBe(Number(n));
      // The instance holding the stream read the batches' events from the bus, none from PostgreSQL.
      const handled = await b.app.get(Metrics).liveBatches.get();
      const bySource = Object.fromEntries(handled.values.map((v) => [v.labels.source, v.value]));
      expect(bySource.bus).toBeGreaterThan(0);
      expect(bySource.database ?? 0).toBe(0);
    } finally {
      await listener.end();
    }
  });

  it('falls back to PostgreSQL while Redis is down, stays ready saying so, and returns to the bus', async () => {
    const redis = new PrivateRedis(await freePort());
    await redis.start();
    try {
      a = await startTestApp({ EVENT_BUS_URL: redis.url });
      b = await startTestApp({ EVENT_BUS_URL: redis.url }, a.databaseUrl);
      const key = await a.app.get(LiveBus).streamKey();
      const p1 = await fixtures(a).player({ funds: '1000.00', name: 'fb1' });
      const p2 = await fixtures(a).player({ funds: '1000.00', name: 'fb2' });
      stream = await EventStreamReader.open(b.url, p2.access);
      await stream.waitFor((f) => f.comment === 'connected');
      await startMatch(a, p1, p2, stream);
      const before = await streamLength(redis.url, key);
      expect(before).toBeGreaterThan(0);

      await redis.kill();
      // Committed while the bus is gone: the publisher NOTIFYs it, and the stream on the other instance is told.
      await startMatch(a, p1, p2, stream);
      for (const t of [a, b]) {
        await eventually(() => readiness(t), {
          until: (r) => r.bus === 'down',
          timeout: 10_000,
          what: 'the readiness probe saying the bus is down',
        });
        expect((await readiness(t)).status).toBe(200);
      }

      // Back on the same port (empty: it kept nothing), the instances take the bus up again.
      await redis.start();
      await startMatch(a, p1, p2, stream);
      await eventually(() => Promise.all([readiness(a), readiness(b)]), {
        until: (rs) => rs.every((r) => r.bus === 'up'),
        timeout: 10_000,
        what: 'both instances reading the bus again',
      });
      // The publisher asks the bus again a second after its last failed write: a batch soon goes through it.
      const reader = stream;
      await eventually(
        async () => {
          await startMatch(a, p1, p2, reader);
          return streamLength(redis.url, key);
        },
        { until: (n) => n > 0, timeout: 20_000, interval: 200, what: 'a batch announced on the restarted bus' },
      );
    } finally {
      await redis.kill();
    }
  });
});
