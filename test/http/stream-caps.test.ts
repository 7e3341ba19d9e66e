import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { EventStreamReader } from '../support/event-stream.js';

import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Issue 19 §4: open streams are counted in PostgreSQL, so the caps hold across instances: 8 per user,
 * MAX_STREAMS_PER_ADDRESS per client address, MAX_STREAMS_PER_INSTANCE per instance; past one, 429 with
 * Retry-After. A crashed instance's streams stop counting once its heartbeat is old.
 */
describe('Stream caps across instances', () => {
  let a: TestApp;
  let b: TestApp;
  const open: EventStreamReader[] = [];

  beforeAll(async () => {
    const env = { TRUST_PROXY: 'true', MAX_STREAMS_PER_ADDRESS: '10' };
    a = await startTestApp(env);
    b = await startTestApp(env, a.databaseUrl);
  });

  afterAll(async () => {
    for (const reader of open.splice(0)) await reader.close();
    await closeAll(b, a);
  });

  async function stream(app: TestApp, player: Player, address: string): Promise<EventStreamReader> {
    const reader = await EventStreamReader.open(app.url, player.access, { 'x-forwarded-for': address });
    open.push(reader);
    return reader;
  }

  const liveRows = async (where: string, params: unknown[]) =>
    Number((await a.sql<{ n: string }>(`SELECT count(*) AS n FROM live_streams WHERE ${where}`, params))[0].n);

  it('holds 8 streams per user over both instances, then answers 429 with Retry-After', async () => {
    const player = await fixtures(a).player({ name: 'cap' });
    const readers: EventStreamReader[] = [];
    for (let i = 0; i < 8; i++) readers.push(await stream(i % 2 ? b : a, player, '198.51.100.1'));
    expect(readers.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 200));
    for (const app of [a, b]) {
      const refused = await stream(app, player, '198.51.100.1');
      expect([refused.status, JSON.parse(refused.raw)]).toEqual([
        429,
        { detail: expect.stringContaining('8 live'), code: 'streams_throttled' },
      ]);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    expect(await liveRows('user_id = $1', [player.id])).toBe(8);
    // A closed stream frees its place on every instance.
    await readers[0].close();
    await eventually(() => liveRows('user_id = $1', [player.id]), { until: (n) => n === 7 });
    expect((await stream(b, player, '198.51.100.1')).status).toBe(200);
  });

  it('holds MAX_STREAMS_PER_ADDRESS over every user and instance of one address, not another address', async () => {
    const players = [await fixtures(a).player({ name: 'adr' }), await fixtures(a).player({ name: 'adr' })];
    for (let i = 0; i < 10; i++) expect((await stream(i % 2 ? b : a, players[i % 2], '203.0.113.80')).status).toBe(200);
    const refused = await stream(b, players[0], '203.0.113.80');
    expect([refused.status, JSON.parse(refused.raw)]).toEqual([
      429,
      { detail: expect.stringContaining('from your address'), code: 'streams_throttled' },
    ]);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await stream(a, players[0], '203.0.113.81')).status).toBe(200);
  });

  it('holds MAX_STREAMS_PER_INSTANCE on one instance', async () => {
    const small = await startTestApp({ MAX_STREAMS_PER_INSTANCE: '2' }, a.databaseUrl);
    try {
      const players = [await fixtures(a).player({ name: 'ins' }), await fixtures(a).player({ name: 'ins' })];
      expect((await stream(small, players[0], '127.0.0.1')).status).toBe(200);
      expect((await stream(small, players[1], '127.0.0.1')).status).toBe(200);
      const refused = await stream(small, players[1], '127.0.0.1');
      expect([refused.status, JSON.parse(refused.raw)]).toEqual([
        429,
        { detail: expect.stringContaining('This server holds'), code: 'streams_throttled' },
      ]);
      // The other instance still takes the same player.
      expect((await stream(a, players[1], '198.51.100.9')).status).toBe(200);
    } finally {
      for (const reader of open.splice(0)) await reader.close();
      await small.close();
    }
  });

  it("stops counting a crashed instance's streams once its heartbeat is old, and clears them", async () => {
    const player = await fixtures(a).player({ name: 'crash' });
    // What a killed instance leaves: its row, last seen a minute ago, and 8 streams of this player.
    const dead = randomUUID();
    await a.sql("INSERT INTO live_instances (id, seen_at) VALUES ($1, now() - interval '1 minute')", [dead]);
    await a.sql(
      `INSERT INTO live_streams (id, instance_id, user_id, address)
       SELECT gen_random_uuid(), $1, $2, '198.51.100.77' FROM generate_series(1, 8)`,
      [dead, player.id],
    );
    expect((await stream(a, player, '198.51.100.77')).status).toBe(200);
    // A live instance's heartbeat reaps the dead one and its rows.
    await eventually(() => liveRows('instance_id = $1', [dead]), { until: (n) => n === 0, timeout: 15_000 });
  });
});
