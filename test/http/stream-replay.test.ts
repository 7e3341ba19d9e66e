import { type Player } from '../support/api-client.js';
import { EventStreamReader, type StreamFrame } from '../support/event-stream.js';
import { eventually } from '../support/eventually.js';
import { join } from '../support/tournament-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

const NOTICE_ID = /^\d+-\d+-[a-z]+$/;

/**
 * Issue 35 §1: every notice carries an `id:`; a stream reopened with it as Last-Event-ID, on either instance, is
 * sent what it missed from PostgreSQL, then `resumed`; an id older than five minutes is told to `reload`.
 */
describe('GET /api/stream/ with Last-Event-ID', () => {
  let a: TestApp;
  let b: TestApp;
  const open: EventStreamReader[] = [];

  async function stream(app: TestApp, player: Player, lastEventId?: string): Promise<EventStreamReader> {
    const headers: Record<string, string> = lastEventId === undefined ? {} : { 'last-event-id': lastEventId };
    const reader = await EventStreamReader.open(app.url, player.access, headers);
    open.push(reader);
    expect(reader.status).toBe(200);
    await reader.waitFor((f) => f.comment === 'connected');
    return reader;
  }

  const deposit = (t: TestApp, player: Player, amount: string) =>
    t.api.post('/api/economy/wallet/deposit', { body: { amount }, token: player.access });
  const named = (reader: EventStreamReader, name: string) => reader.events(name);
  const after = (reader: EventStreamReader, frame: StreamFrame) =>
    reader.frames.slice(reader.frames.indexOf(frame) + 1);

  beforeAll(async () => {
    const env = { STREAM_HEARTBEAT_SECONDS: '1' };
    a = await startTestApp(env);
    b = await startTestApp(env, a.databaseUrl);
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((reader) => reader.close()));
  });

  afterAll(async () => {
    await closeAll(b, a);
  });

  it('gives every notice a unique id, and heartbeats the position', async () => {
    const player = await fixtures(a).player({ name: 'rid' });
    const reader = await stream(a, player);
    expect((await deposit(a, player, '5.00')).status).toBe(200);
    const wallet = await reader.waitFor((f) => f.event === 'wallet');
    expect(wallet.id).toMatch(NOTICE_ID);
    expect((await deposit(b, player, '6.00')).status).toBe(200);
    await reader.waitFor((f) => f.event === 'wallet' && f !== wallet);
    const ids = named(reader, 'wallet').map((f) => f.id);
    expect(new Set(ids).size).toBe(2);
    // A heartbeat after them names a position at least as far as their batch.
    const ping = await reader.waitFor(
      (f) => f.comment === 'ping' && reader.frames.indexOf(f) > reader.frames.indexOf(wallet),
    );
    expect(Number(ping.id)).toBeGreaterThanOrEqual(Number(wallet.id?.split('-')[0]));
  });

  it('tells a new stream where it stands in its first bytes, so it can resume before any notice or heartbeat', async () => {
    const player = await fixtures(a).player({ name: 'rfirst' });
    const first = await stream(a, player);
    expect((await deposit(a, player, '2.00')).status).toBe(200);
    const wallet = await first.waitFor((f) => f.event === 'wallet');
    // Instance a has handed out the wallet's batch, so a stream opened now stands at least there.
    const fresh = await stream(a, player);
    const connected = fresh.frames.find((f) => f.comment === 'connected');
    expect(Number(connected?.id)).toBeGreaterThanOrEqual(Number(wallet.id?.split('-')[0]));
    await fresh.close();
    expect((await deposit(a, player, '3.00')).status).toBe(200);
    const later = await first.waitFor((f) => f.event === 'wallet' && f !== wallet);
    // Reopened with only that first id, on the other instance: the deposit made meanwhile is replayed.
    const again = await stream(b, player, connected?.id ?? '');
    const resumed = await again.waitFor((f) => f.event === 'resumed');
    const replayed = again.frames.slice(0, again.frames.indexOf(resumed));
    expect(replayed.some((f) => f.event === 'wallet' && f.id === later.id)).toBe(true);
    // A resuming stream's own first bytes name no position: its replay says where it stands.
    expect(again.frames.find((f) => f.comment === 'connected')?.id).toBeNull();
  });

  it('resumes a stream quiet for longer than five minutes when nothing was published since', async () => {
    // Before any tournament in this file: no timer or sweep publishes anything behind the test's back.
    const player = await fixtures(a).player({ name: 'rquiet' });
    const first = await stream(a, player);
    expect((await deposit(a, player, '4.00')).status).toBe(200);
    const wallet = await first.waitFor((f) => f.event === 'wallet');
    const ping = await first.waitFor(
      (f) => f.comment === 'ping' && first.frames.indexOf(f) > first.frames.indexOf(wallet),
    );
    await first.close();
    await a.sql("UPDATE live_batches SET published_at = now() - interval '1 hour'");
    const again = await stream(b, player, ping.id ?? '');
    await again.waitFor((f) => f.event === 'resumed');
    expect(again.events('reload')).toEqual([]);
  });

  it('replays what a closed stream missed, on another instance, then says `resumed`', async () => {
    const p1 = await fixtures(a).player({ funds: '100.00', name: 'rp1' });
    const p2 = await fixtures(a).player({ funds: '100.00', name: 'rp2' });
    const first = await stream(a, p1);
    expect((await deposit(a, p1, '1.00')).status).toBe(200);
    const seen = await first.waitFor((f) => f.event === 'wallet');
    await first.close();

    // Missed while away: a tournament p1 created and p2 joined, which starts their match.
    const tournament = await fixtures(a).tournament({ by: p1, max_players: 2, game_mode: 'BLITZ' });
    expect((await join(a, p2, tournament.id)).status).toBe(200);
    // Published (the join committed before its answer; the publisher takes a moment more).
    await eventually(
      () =>
        a.sql(
          `SELECT 1 FROM live_batches b JOIN domain_events e ON e.id = ANY (b.event_ids)
            WHERE e.type = 'PlayerJoinedTournament' AND e.payload->>'tournamentId' = $1
              AND e.payload->>'userId' = $2`,
          [String(tournament.id), String(p2.id)],
        ),
      { until: (rows) => rows.length === 1, what: 'the join published' },
    );

    const again = await stream(b, p1, seen.id ?? '');
    const resumed = await again.waitFor((f) => f.event === 'resumed');
    const replayed = again.frames.slice(0, again.frames.indexOf(resumed)).filter((f) => f.event !== null);
    expect(replayed.every((f) => f.id !== null && NOTICE_ID.test(f.id))).toBe(true);
    // The wallet notice of the entry fee, the seat taken, the list's change: each once, in order of batches.
    expect(replayed.some((f) => f.event === 'wallet' && f.id !== seen.id)).toBe(true);
    expect(
      replayed.some((f) => f.event === 'tournament' && (f.data as { reason: string }).reason === 'seat_taken'),
    ).toBe(true);
    expect(replayed.filter((f) => f.event === 'tournaments')).toHaveLength(1);
    const ids = replayed.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The replay starts at the batch the id named: the notice already seen may come again, with the same id.
    expect(replayed.filter((f) => f.id === seen.id).length).toBeLessThanOrEqual(1);
    // And it is live again afterwards.
    expect((await deposit(a, p1, '2.00')).status).toBe(200);
    const live = await again.waitFor((f) => f.event === 'wallet' && after(again, resumed).includes(f));
    expect(live.id).toMatch(NOTICE_ID);
  });

  it('tells a stream to reload when its Last-Event-ID is older than five minutes, or names nothing', async () => {
    const player = await fixtures(a).player({ name: 'rold' });
    const first = await stream(a, player);
    expect((await deposit(a, player, '3.00')).status).toBe(200);
    const seen = await first.waitFor((f) => f.event === 'wallet');
    await first.close();
    const batch = Number(seen.id?.split('-')[0]);
    await a.sql("UPDATE live_batches SET published_at = now() - interval '301 seconds' WHERE seq = $1", [batch]);
    // Something was published after it: what lies between cannot be vouched for.
    expect((await deposit(a, player, '1.00')).status).toBe(200);
    await eventually(() => a.sql('SELECT 1 FROM live_batches WHERE seq > $1', [batch]), {
      until: (rows) => rows.length > 0,
      what: 'a later batch',
    });
    const old = await stream(b, player, seen.id ?? '');
    await old.waitFor((f) => f.event === 'reload');
    expect(old.events('resumed')).toEqual([]);
    const garbage = await stream(a, player, 'not-an-id');
    await garbage.waitFor((f) => f.event === 'reload');
    const unknown = await stream(a, player, '999999999');
    await unknown.waitFor((f) => f.event === 'reload');
  });
});
