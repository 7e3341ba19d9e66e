import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';
import { requestScope } from '../../src/shared/logging/logger.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Issue 35 §1: no business transaction NOTIFYs (PostgreSQL serialises the commits of every transaction that did);
 * the deployment's one publisher tells every instance of committed events in batches, and never skips an event
 * whose id was drawn before another's but committed after it.
 */
describe('Live events published off the commit path', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, a.databaseUrl);
  });

  afterAll(async () => {
    await closeAll(b, a);
  });

  it('runs no NOTIFY, and no trigger or function that could, in a deposit, a join or a move', async () => {
    // Every statement of instance a's pool passes here, through kysely or the unit of work (MikroORM's pg).
    const pool = (await a.orm.em.getConnection().getNativeClient()) as unknown as { Client: typeof pg.Client };
    const client = pool.Client.prototype;
    // Called with the client as `this` (original.call below), never unbound.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- see above
    const original = client.query;
    const byRequest = new Map<string, string[]>();
    const spying = function (this: unknown, query: unknown, ...rest: unknown[]) {
      const sql = typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');
      const id = requestScope.getStore()?.requestId;
      if (id && byRequest.has(id)) byRequest.get(id)?.push(sql);
      return (original as (...args: unknown[]) => unknown).call(this, query, ...rest);
    };
    client.query = spying as typeof original;
    const pinned = new ApiClient(a.url);
    const recorded = async (what: string, call: (headers: Record<string, string>) => Promise<{ status: number }>) => {
      const id = randomUUID();
      byRequest.set(id, []);
      const res = await call({ 'x-request-id': id });
      expect({ what, status: res.status }).toEqual({ what, status: expect.any(Number) as number });
      expect(res.status).toBeLessThan(300);
      return byRequest.get(id) ?? [];
    };
    try {
      const p1 = await fixtures(a).player({ funds: '100.00', name: 'nn1' });
      const p2 = await fixtures(a).player({ name: 'nn2' });
      const deposit = await recorded('deposit', (headers) =>
        pinned.post('/api/economy/wallet/deposit', { body: { amount: '50.00' }, token: p2.access, headers }),
      );
      const tournament = await fixtures(a).tournament({ by: p1, max_players: 2, game_mode: 'BLITZ' });
      const join = await recorded('join', (headers) =>
        pinned.post('/api/tournaments/{id}/join', {
          params: { path: { id: tournament.id } },
          token: p2.access,
          headers,
        }),
      );
      const matchId = await eventually(
        async () => {
          const mine = (await a.api.get('/api/tournaments/{id}/my_matches', {
            params: { path: { id: tournament.id } },
            token: p1.access,
          })) as ApiResponse<{ id: number; status: string }[]>;
          return mine.body.find((m) => m.status === 'IN_PROGRESS')?.id;
        },
        { until: (id) => id !== undefined, what: 'the match to start' },
      );
      const game = (
        await a.api.get('/api/matches/{id}/current_game', {
          params: { path: { id: matchId as number } },
          token: p1.access,
        })
      ).body;
      const move = await recorded('move', (headers) =>
        pinned.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.id } },
          body: { choice: 'ROCK' },
          token: p1.access,
          headers,
        }),
      );
      for (const [what, statements] of Object.entries({ deposit, join, move })) {
        // The spy saw the transaction: its commit and the insert of its event.
        expect({ what, event: statements.some((s) => /insert into "?domain_events/i.test(s)) }).toEqual({
          what,
          event: true,
        });
        expect({ what, notifying: statements.filter((s) => /notify/i.test(s)) }).toEqual({ what, notifying: [] });
      }
    } finally {
      client.query = original;
    }
    // A trigger or a function runs inside PostgreSQL, out of the spy's sight: none of the schema's may notify.
    const notifying = await a.sql<{ name: string }>(
      `SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND p.prosrc ~* 'notify'`,
    );
    expect(notifying).toEqual([]);
  });

  it('publishes an event whose id was drawn first but committed last, once', async () => {
    const [first, second] = [new pg.Client(a.databaseUrl), new pg.Client(a.databaseUrl)];
    await Promise.all([first.connect(), second.connect()]);
    const insert = (client: pg.Client) =>
      client
        .query<{ id: string }>(
          `INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload, dispatched_at)
           VALUES ('OutOfOrderProbe', 'probe', '1', '{}', now()) RETURNING id`,
        )
        .then((result) => Number(result.rows[0]?.id));
    const published = async (id: number) =>
      Number(
        (await a.sql<{ n: string }>('SELECT count(*) AS n FROM live_batches WHERE $1 = ANY(event_ids)', [id]))[0]?.n,
      );
    try {
      await first.query('BEGIN');
      await second.query('BEGIN');
      const early = await insert(first);
      const late = await insert(second);
      expect(late).toBeGreaterThan(early);
      await second.query('COMMIT');
      await eventually(() => published(late), { until: (n) => n === 1, what: 'the later id published' });
      // The publisher has moved past `late`: an `id > last` cursor would now skip `early` for good.
      await first.query('COMMIT');
      await eventually(() => published(early), { until: (n) => n === 1, what: 'the earlier id published' });
      // A rolled-back event is never published, and nothing is published twice.
      await first.query('BEGIN');
      const lost = await insert(first);
      await first.query('ROLLBACK');
      await second.query('BEGIN');
      const marker = await insert(second);
      await second.query('COMMIT');
      await eventually(() => published(marker), { until: (n) => n === 1, what: 'the marker published' });
      expect(await published(lost)).toBe(0);
      expect([await published(early), await published(late)]).toEqual([1, 1]);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  });

  it('has exactly one publisher among the instances', async () => {
    const holders = await a.sql<{ n: string }>(
      // pg_locks shows the whole server's locks, and the suite's other files run their own publishers on
      // their own databases: an advisory lock belongs to its database.
      `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = 7420203 AND granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    expect(Number(holders[0]?.n)).toBe(1);
    const { EventPublisher } = await import('../../src/modules/live/event-publisher.js');
    const leaders = [a, b].filter((t) => t.app.get(EventPublisher).isLeader);
    expect(leaders).toHaveLength(1);
  });
});
