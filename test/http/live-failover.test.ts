import { join as joinPath } from 'node:path';
import { EventPublisher } from '../../src/modules/live/event-publisher.js';
import type { Player } from '../support/api-client.js';
import { EventStreamReader } from '../support/event-stream.js';
import { eventually } from '../support/eventually.js';
import { join } from '../support/tournament-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { AppInstance, freePort, tempDir } from '../reliability/support.js';
import { fixtures } from '../support/fixtures.js';

/**
 * The pid in the application_name of the connection that holds the publisher's lock (event-publisher.ts), on this
 * file's database: the suite's other files run publishers of their own on the same server.
 */
async function publisherPid(t: TestApp): Promise<number | null> {
  const rows = await t.sql<{ name: string }>(
    `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.objid = 7420203 AND l.granted AND a.datname = current_database()`,
  );
  const pid = /^spockout-publisher:(\d+)$/.exec(rows.at(0)?.name ?? '')?.[1];
  return pid ? Number(pid) : null;
}

/**
 * Issue 35 §1: the deployment's publisher is a process like any other. Two real instances (child processes, on
 * the database of an in-process instance that holds the streams and does not publish) stand for the lock; the
 * one holding it is killed with SIGKILL, and a move committed right after reaches a stream within 5 s, through
 * the other.
 */
describe('The live publisher fails over', () => {
  let a: TestApp;
  const children: AppInstance[] = [];
  let stream: EventStreamReader | null = null;

  beforeAll(async () => {
    a = await startTestApp();
    // The streams' instance stands down, so the publisher is one of the two child processes.
    await a.app.get(EventPublisher).onApplicationShutdown();
    const logs = tempDir('spockout-failover-');
    for (const name of ['B', 'C']) {
      const env = { DATABASE_URL: a.databaseUrl, DATA_DIR: tempDir('spockout-failover-data-') };
      children.push(new AppInstance(`failover-${name}`, await freePort(), env, joinPath(logs, `${name}.log`)));
    }
    for (const child of children) child.start();
    await Promise.all(children.map((child) => child.waitReady(120_000)));
  }, 180_000);

  afterAll(async () => {
    await stream?.close();
    await Promise.all(children.map((child) => child.stop()));
    await a.close();
  });

  it('takes over within 5 s of the SIGKILL of the publishing instance, and the move made meanwhile arrives', async () => {
    const leaderPid = await eventually(() => publisherPid(a), {
      until: (pid) => pid !== null && children.some((child) => child.pid === pid),
      timeout: 20_000,
      what: 'a child instance publishing',
    });
    const leader = children.find((child) => child.pid === leaderPid) as AppInstance;
    const standby = children.find((child) => child !== leader) as AppInstance;

    const p1: Player = await fixtures(a).player({ funds: '100.00', name: 'fo1' });
    const p2: Player = await fixtures(a).player({ funds: '100.00', name: 'fo2' });
    const tournament = await fixtures(a).tournament({ by: p1, max_players: 2, game_mode: 'BLITZ' });
    stream = await EventStreamReader.open(a.url, p2.access);
    expect(stream.status).toBe(200);
    await stream.waitFor((f) => f.comment === 'connected');
    expect((await join(a, p2, tournament.id)).status).toBe(200);
    // Through the publisher that is about to die.
    const started = await stream.waitFor(
      (f) => f.event === 'match' && (f.data as { reason: string }).reason === 'started',
    );
    const { match_id: matchId } = started.data as { match_id: number };
    const game = (
      await a.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: p1.access })
    ).body;

    await leader.kill();
    const killedAt = Date.now();
    // Committed while no instance publishes.
    expect(
      (
        await a.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.id } },
          body: { choice: 'ROCK' },
          token: p1.access,
        })
      ).status,
    ).toBe(200);
    const reader = stream;
    const moved = await reader.waitFor(
      (f) => f.event === 'match' && (f.data as { reason: string }).reason === 'move_made',
      10_000,
    );
    expect(moved.at - killedAt).toBeLessThan(5000);
    expect(await publisherPid(a)).toBe(standby.pid);
    // Every notice once: the successor resumed from its predecessor's cursor, not from scratch.
    const ids = reader.events().map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
