import { openOrm } from '../../src/config/orm.js';
import { type ApiResponse } from '../support/api-client.js';
import { eventually } from '../support/eventually.js';
import { matchOf, winMatch } from '../support/notification-helpers.js';
import { hasPostgres15, PG15_BIN, startReplicaPair, type ReplicaPair } from '../support/replica-pair.js';
import { closeAll } from '../support/teardown.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { fund, join } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Issue 35 §3 against a real streaming standby: a PostgreSQL 15 primary and a standby made from it with
 * `pg_basebackup -R` (test/support/replica-pair.ts). Replay is paused on the standby while the primary takes a
 * write, so a read that lacks the write was answered by the standby, and one that has it by the primary.
 *
 * Three app instances share the pair: `a` and `b` with a lag bound of 30 s (so a paused standby stays usable for
 * the whole test), `strict` with 1 s (so it gives the paused standby up).
 */
const describeWithPostgres15 = hasPostgres15() ? describe : describe.skip;
if (!hasPostgres15()) {
  console.warn(
    `Skipping the read replica tests: PostgreSQL 15's binaries (pg_ctl, initdb, pg_basebackup) are not in ${PG15_BIN} ` +
      "(Debian's postgresql-15 package): the test makes its own primary and streaming standby with them.",
  );
}

const PIN_COOKIE = /^spockout_primary=[^;]+/;

const idsOf = (response: ApiResponse): number[] => {
  expect(response.status).toBe(200);
  return (response.body.results as { id: number }[]).map((t) => t.id);
};

/** The `name=value` of the read-your-writes cookie a write's answer sets, to send back as a browser would. */
function pinOf(response: ApiResponse): string {
  const cookie = response.headers.getSetCookie().find((c) => PIN_COOKIE.test(c));
  if (!cookie) throw new Error(`no read-your-writes cookie in ${JSON.stringify(response.headers.getSetCookie())}`);
  return PIN_COOKIE.exec(cookie)![0];
}

/** The instance's own measure of the standby's lag, from its Prometheus gauge. */
async function lagSeconds(t: TestApp): Promise<number> {
  const text = (await t.api.raw('GET', '/api/metrics')).body as string;
  const line = /^database_replica_lag_seconds\{replica="replica-1"\} (\S+)$/m.exec(text);
  if (!line) return Number.NaN;
  return line[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(line[1]);
}

describeWithPostgres15('Read replicas (issue 35 §3)', () => {
  let pair: ReplicaPair;
  let a: TestApp;
  let b: TestApp;
  let strict: TestApp;

  /** The standby has replayed everything, and every instance has measured it so. */
  async function standbyCurrent() {
    await pair.caughtUp();
    for (const t of [a, b, strict]) {
      await eventually(() => lagSeconds(t), { until: (lag) => lag < 1, what: 'the standby counted current' });
    }
  }

  /** Runs `work` with the standby's replay paused, and lets it catch up after. */
  async function whilePaused(work: () => Promise<void>) {
    await standbyCurrent();
    await pair.pauseReplay();
    try {
      await work();
    } finally {
      await pair.resumeReplay();
    }
    await pair.caughtUp();
  }

  beforeAll(async () => {
    pair = await startReplicaPair(async (url) => {
      const orm = await openOrm(url, 1);
      await orm.close();
    });
    const env = { DATABASE_URL: pair.primaryUrl, DATABASE_REPLICA_URLS: pair.standbyUrl };
    a = await startTestApp({ ...env, DATABASE_REPLICA_MAX_LAG_SECONDS: '30' }, pair.primaryUrl);
    b = await startTestApp({ ...env, DATABASE_REPLICA_MAX_LAG_SECONDS: '30' }, pair.primaryUrl);
    strict = await startTestApp({ ...env, DATABASE_REPLICA_MAX_LAG_SECONDS: '1' }, pair.primaryUrl);
  }, 240_000);

  afterAll(() => closeAll(strict, b, a, pair), 60_000);

  it('reads the lobby lists from the standby, and the writer of a change from the primary on any instance', async () => {
    const creator = await fixtures(a).player({ funds: '100.00', name: 'rr' });
    const other = await fixtures(a).player({ name: 'rr' });
    let id = 0;
    await whilePaused(async () => {
      const created = await a.api.post('/api/tournaments', {
        body: { name: 'Replica Cup', entry_fee: '10.00', max_players: 4, game_mode: 'BLITZ' },
        token: creator.access,
      });
      expect(created.status).toBe(201);
      id = created.body.id;
      const pin = pinOf(created);
      expect(await pair.standby('SELECT id FROM tournaments WHERE id = $1', [id])).toHaveLength(0);

      // Anyone else's lobby, on either instance, comes from the standby: the new tournament is not there yet.
      expect(idsOf(await b.api.get('/api/tournaments', { token: other.access }))).not.toContain(id);
      expect(idsOf(await a.api.get('/api/tournaments/available', { token: other.access }))).not.toContain(id);

      // The creator's browser sends the cookie the write set: the other instance reads the primary for them.
      const withPin = (path: string) =>
        b.api.raw('GET', `/api${path}`, { token: creator.access, headers: { cookie: pin } });
      expect(idsOf(await withPin('/tournaments/'))).toContain(id);
      expect(idsOf(await withPin('/tournaments/my_tournaments/'))).toContain(id);
      // The same player through a client that keeps no cookie: the standby's list.
      expect(idsOf(await b.api.get('/api/tournaments/my_tournaments', { token: creator.access }))).not.toContain(id);

      // An instance whose bound is 1 s gives the paused standby up and reads the primary; `a` (30 s) does not yet.
      await eventually(async () => idsOf(await strict.api.get('/api/tournaments', { token: other.access })), {
        until: (ids) => ids.includes(id),
        timeout: 15_000,
        what: 'the strict instance reading the primary',
      });
      expect(idsOf(await a.api.get('/api/tournaments', { token: other.access }))).not.toContain(id);
    });
    expect(idsOf(await a.api.get('/api/tournaments', { token: other.access }))).toContain(id);
    // Caught up again, the strict instance counts the standby current again (its measure comes back down).
    await standbyCurrent();
  });

  it('never reads a just-written balance from the standby', async () => {
    const player = await fixtures(a).player({ name: 'rr' });
    await whilePaused(async () => {
      const deposit = await a.api.post('/api/economy/wallet/deposit', {
        body: { amount: '25.00' },
        token: player.access,
      });
      expect(deposit.status).toBe(200);
      const onStandby = await pair.standby<{ balance: string }>(
        "SELECT balance FROM ledger_accounts WHERE kind = 'WALLET' AND user_id = $1",
        [player.id],
      );
      expect(onStandby.map((row) => row.balance)).toEqual(['0']);
      // Without the cookie and on the other instance: money is read from the primary whatever the pin.
      const wallet = await b.api.get('/api/economy/wallet/me', { token: player.access });
      expect(wallet.status).toBe(200);
      expect(wallet.body.balance).toBe('25.00');
    });
  });

  it('reads the leaderboard, a tournament history and the finance report from the standby', async () => {
    const admin = await fixtures(a).admin();
    const winner = await fixtures(a).player({ funds: '100.00', name: 'rw' });
    const loser = await fixtures(a).player({ funds: '100.00', name: 'rl' });
    const cup = await fixtures(a).tournament({ by: winner, name: 'History Cup', max_players: 2, entry_fee: '10.00' });
    expect((await join(a, loser, cup.id)).status).toBe(200);
    await winMatch(a, winner, loser, await matchOf(a, winner, cup.id, 1));
    await eventually(
      async () =>
        (await a.api.get('/api/tournaments/{id}/history', { params: { path: { id: cup.id } }, token: winner.access }))
          .status === 200,
    );
    const board = async (t: TestApp) =>
      (
        (await t.api.get('/api/accounts/leaderboard', { params: { query: { page_size: 100 } }, token: admin.access }))
          .body.results as {
          id: number;
          wins: number;
        }[]
      ).find((row) => row.id === winner.id)?.wins;
    const historyName = async (t: TestApp) =>
      (await t.api.get('/api/tournaments/{id}/history', { params: { path: { id: cup.id } }, token: admin.access })).body
        .name;
    const wallets = async (t: TestApp) =>
      (await t.api.get('/api/admin/finance', { token: admin.access })).body.total.wallets;
    await standbyCurrent();
    const before = { wins: await board(a), wallets: await wallets(a) };
    expect(before.wins).toBe(1);

    await whilePaused(async () => {
      await pair.primary('UPDATE users SET wins = wins + 50 WHERE id = $1', [winner.id]);
      await pair.primary('UPDATE tournaments SET name = $2 WHERE id = $1', [cup.id, 'Renamed Cup']);
      await fund(a, loser.id, '40.00');
      expect(await board(b)).toBe(1);
      expect(await historyName(b)).toBe('History Cup');
      expect(await wallets(b)).toBe(before.wallets);
      // The same reads from the primary once the strict instance gives the paused standby up.
      await eventually(() => board(strict), { until: (wins) => wins === 51, timeout: 15_000 });
      expect(await historyName(strict)).toBe('Renamed Cup');
      expect(await wallets(strict)).not.toBe(before.wallets);
    });
    expect(await board(a)).toBe(51);
  });

  it('answers from the primary when the standby is down', async () => {
    const player = await fixtures(a).player({ name: 'rr' });
    await standbyCurrent();
    await pair.stopStandby();
    try {
      const created = await fixtures(a).tournament({
        by: await fixtures(a).player({ funds: '50.00', name: 'rr' }),
        name: 'Primary Cup',
      });
      // The first read may still be sent to the standby: it fails there and is answered from the primary.
      for (const t of [a, b])
        expect(idsOf(await t.api.get('/api/tournaments', { token: player.access }))).toContain(created.id);
      await eventually(() => lagSeconds(a), { until: (lag) => lag > 30, what: 'the standby counted down' });
    } finally {
      await pair.startStandby();
    }
    await standbyCurrent();
  });
});
