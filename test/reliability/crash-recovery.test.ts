/**
 * Issue 19 §2: after `kill -9` of the app its PostgreSQL lived on and every later start failed; after `kill -9`
 * of PostgreSQL the app answered liveness 200 for ever without a database. Both now recover with nobody
 * involved, and deposits made around each crash are neither lost nor doubled: every Idempotency-Key is sent
 * again after recovery, and the ledger holds exactly one entry per key. Real processes are killed; the embedded
 * server keeps its default settings (fsync on), as these tests are about durability.
 */
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ApiClient, registerPlayer, type Player } from '../support/api-client.js';
import { AppInstance, freePort, http, queryOnce, ROOT, sleep, tempDir } from './support.js';
import { eventually } from '../support/eventually.js';

const RECOVERY_MS = 60_000;

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

const alive = (pid: number) => {
  try {
    return !/\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** The app's own database, as an operator reaches it: the socket and the password in DATA_DIR. */
function databaseUrl(dataDir: string): string {
  const password = readFileSync(join(dataDir, 'db-password'), 'utf8');
  return `postgres://postgres:${password}@${encodeURIComponent(join(dataDir, 'pg-socket'))}:5432/spockout`;
}

/** A failed test must not leave a server running: stop whatever runs on the data dir. */
function stopLeftServer(dataDir: string): void {
  const lockFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = postmasterPid(dataDir);
  if (alive(pid)) process.kill(pid, 'SIGINT');
}

const waitReady = (app: AppInstance) =>
  eventually(
    async () => ((await http(app.url, 'GET', '/health/ready', { timeoutMs: 3000 })).status === 200 ? true : undefined),
    { timeout: RECOVERY_MS, interval: 100, what: `${app.name} ready` },
  );

interface Deposits {
  player: Player;
  /** Idempotency-Key → amount in whole coins; each key's amount differs, so a doubled one shows in the sum. */
  sent: Map<string, number>;
}

function deposit(app: AppInstance, deposits: Deposits, key: string, amount: number) {
  deposits.sent.set(key, amount);
  return http(app.url, 'POST', '/economy/wallet/deposit/', {
    body: { amount: `${amount}.00` },
    token: deposits.player.access,
    headers: { 'idempotency-key': key },
    timeoutMs: 20_000,
  });
}

/**
 * Deposits acknowledged before the fault, then a burst in flight while it strikes; after recovery every key is
 * sent again (a client retrying what it never heard back, and what it did), each must be answered 200, and the
 * ledger must hold one entry per key with the wallet equal to their sum.
 */
async function depositsAroundFault(app: AppInstance, dataDir: string, tag: string, fault: () => Promise<void>) {
  const deposits: Deposits = { player: await registerPlayer(new ApiClient(app.url), tag), sent: new Map() };
  let amount = 0;
  for (let i = 0; i < 3; i++) expect((await deposit(app, deposits, `${tag}-before-${i}`, ++amount)).status).toBe(200);
  const burst = Array.from({ length: 8 }, (_, i) => deposit(app, deposits, `${tag}-burst-${i}`, ++amount));
  await sleep(20);
  await fault();
  const cut = await Promise.all(burst);
  return {
    deposits,
    cut: cut.map((r) => r.status),
    async settle() {
      for (const [key, coins] of deposits.sent) {
        const retry = await deposit(app, deposits, key, coins);
        expect([key, retry.status]).toEqual([key, 200]);
      }
      const entries = await queryOnce<{ key: string; n: number }>(
        databaseUrl(dataDir),
        `SELECT idempotency_key AS key, count(*)::int AS n FROM ledger_entries
          WHERE idempotency_key LIKE $1 GROUP BY idempotency_key`,
        [`deposit:${deposits.player.id}:%`],
      );
      expect(entries.map((e) => e.key).sort()).toEqual(
        [...deposits.sent.keys()].map((key) => `deposit:${deposits.player.id}:${key}`).sort(),
      );
      expect(entries.every((e) => e.n === 1)).toBe(true);
      const total = [...deposits.sent.values()].reduce((a, b) => a + b, 0);
      const wallet = await http(app.url, 'GET', '/economy/wallet/me/', { token: deposits.player.access });
      expect(wallet.body).toMatchObject({ balance: `${total}.00` });
    },
  };
}

describe('the embedded database recovers by itself (issue 19 §2)', () => {
  const dataDir = tempDir('spockout-crash-');
  const logDir = tempDir('spockout-crash-logs-');
  let app: AppInstance;

  beforeAll(async () => {
    app = new AppInstance('crash', await freePort(), { DATA_DIR: dataDir }, join(logDir, 'app.log'));
    app.start();
    await waitReady(app);
  }, RECOVERY_MS * 2);

  afterAll(async () => {
    await app.stop();
    stopLeftServer(dataDir);
    // The logs stay for a look after a failure; the cluster goes once its server is gone.
    const lockFile = join(dataDir, 'pg', 'postmaster.pid');
    const stopped = () => !existsSync(lockFile) || !alive(postmasterPid(dataDir));
    await eventually(() => Promise.resolve(stopped() ? true : undefined), {
      timeout: 30_000,
      interval: 250,
      what: 'the server to stop',
    });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const log = () => readFileSync(join(logDir, 'app.log'), 'utf8');

  it('kill -9 of the app: its PostgreSQL lives on, and the next start stops it cleanly and serves within 60 s', async () => {
    const round = await depositsAroundFault(app, dataDir, 'appkill', () => app.kill());
    // The situation of the issue: the app is gone, its server still runs on DATA_DIR.
    const orphan = postmasterPid(dataDir);
    expect(alive(orphan)).toBe(true);

    const began = Date.now();
    app.start();
    await waitReady(app);
    expect(Date.now() - began).toBeLessThan(RECOVERY_MS);
    expect(log()).toContain(`Stopping the PostgreSQL (pid ${orphan}) that an earlier run left running`);
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(orphan);
    expect(app.unexpectedExits).toEqual([]);
    await round.settle();
  }, 120_000);

  it('kill -9 of PostgreSQL: readiness is 503 meanwhile, liveness stays 200, the server and the pool are back within 60 s', async () => {
    const killed = postmasterPid(dataDir);
    const probes = { ready: new Set<number>(), live: new Set<number>() };
    const probing = { on: true };
    const prober = (async () => {
      while (probing.on) {
        const [ready, live] = await Promise.all([
          http(app.url, 'GET', '/health/ready', { timeoutMs: 3000 }),
          http(app.url, 'GET', '/health/live', { timeoutMs: 3000 }),
        ]);
        probes.ready.add(ready.status);
        probes.live.add(live.status);
        await sleep(25);
      }
    })();
    const began = Date.now();
    const round = await depositsAroundFault(app, dataDir, 'pgkill', async () => {
      process.kill(killed, 'SIGKILL');
      await eventually(() => Promise.resolve(probes.ready.has(503) ? true : undefined), {
        timeout: 10_000,
        interval: 10,
        what: 'the probes to see the database gone',
      });
    });
    await waitReady(app);
    expect(Date.now() - began).toBeLessThan(RECOVERY_MS);
    probing.on = false;
    await prober;

    expect(probes.ready).toContain(503);
    expect([...probes.live]).toEqual([200]);
    expect(postmasterPid(dataDir)).not.toBe(killed);
    expect(log()).toMatch(/The embedded PostgreSQL stopped unexpectedly \(signal SIGKILL\); restarting it/);
    expect(log()).toMatch(/The embedded PostgreSQL is running again/);
    // Requests cut by the crash failed as retryable (503) or lost their connection; none was a 500.
    expect(round.cut.filter((status) => ![200, 503, 0].includes(status))).toEqual([]);
    await round.settle();
    expect(app.unexpectedExits).toEqual([]);

    // The operator's tool reaches the running server through its socket (DATA_DIR, no DATABASE_URL).
    const verify = spawnSync(process.execPath, [join(ROOT, 'dist', 'scripts', 'ledger-verify.js')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(verify.stdout).toMatch(/^ledger OK/);
    expect(verify.status).toBe(0);
  }, 120_000);

  it('a PostgreSQL that cannot be restarted: the app gives up after EMBEDDED_DB_RESTART_SECONDS and exits 1', async () => {
    // The same DATA_DIR, so no second initdb: this start also stops the server the SIGKILL below leaves behind.
    await app.stop();
    const doomed = new AppInstance(
      'doomed',
      await freePort(),
      { DATA_DIR: dataDir, EMBEDDED_DB_RESTART_SECONDS: '3' },
      join(logDir, 'doomed.log'),
    );
    let stopped = false;
    try {
      doomed.start();
      await waitReady(doomed);
      // A setting PostgreSQL reads only when it starts: the running server is fine, every restart fails.
      appendFileSync(join(dataDir, 'pg', 'postgresql.auto.conf'), "shared_buffers = 'not a size'\n");
      process.kill(postmasterPid(dataDir), 'SIGKILL');
      await eventually(() => Promise.resolve(doomed.unexpectedExits.length ? true : undefined), {
        timeout: 30_000,
        interval: 100,
        what: 'the doomed app to exit',
      });
      expect(doomed.unexpectedExits).toEqual(['doomed exited on its own: code 1 signal null']);
      await doomed.stop(); // flushes its log file
      stopped = true;
      const output = readFileSync(join(logDir, 'doomed.log'), 'utf8');
      expect(output).toContain('The embedded PostgreSQL could not be restarted within 3 s');
      expect(output).toContain('Stopped with exit code 1');
    } finally {
      if (!stopped) await doomed.stop();
    }
  }, 120_000);
});
