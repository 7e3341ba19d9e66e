import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type DatabaseHandle } from '../../src/config/database.js';
import { asOtherUser, tryLogin } from '../support/pg-login.js';
import { freePort } from '../reliability/support.js';

/**
 * Issue 19 §1: the embedded PostgreSQL ran with the superuser password `postgres`, a socket in /tmp (mode 777)
 * and a TCP listener on 127.0.0.1, so any OS account logged in as superuser. Now: a random password in DATA_DIR,
 * a socket folder only its owner enters, no TCP unless EMBEDDED_DB_LISTEN asks.
 */
const asRoot = process.getuid?.() === 0;
const started: DatabaseHandle[] = [];
const dataDirs: string[] = [];

/** A fresh DATA_DIR, removed after the suite. */
function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spockout-lock-'));
  dataDirs.push(dir);
  return dir;
}

async function start(dataDir: string, lines: string[] = [], listen?: { host: string; port: number }) {
  const handle = await startEmbeddedPostgres(dataDir, (line) => lines.push(line), [], { listen });
  started.push(handle);
  return handle;
}

const mode = (path: string) => statSync(path).mode & 0o777;
const socketOf = (dataDir: string) => join(dataDir, 'pg-socket', '.s.PGSQL.5432');
const postmasterPid = (dataDir: string) =>
  Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The TCP addresses (`ip:port`, hex as in /proc) a process listens on: its socket inodes in LISTEN state. */
function tcpListeners(pid: number): string[] {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .filter(Boolean),
  );
  return ['tcp', 'tcp6'].flatMap((table) =>
    readFileSync(`/proc/${pid}/net/${table}`, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A' && inodes.has(cols[9]))
      .map((cols) => cols[1]),
  );
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded database is locked (issue 19 §1)', () => {
  afterAll(async () => {
    for (const handle of started) await handle.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('first start: a random password in DATA_DIR (600), the socket in DATA_DIR (700), no TCP, SCRAM only, no password logged', async () => {
    const dataDir = newDataDir();
    const lines: string[] = [];
    const handle = await start(dataDir, lines);

    const password = readFileSync(join(dataDir, 'db-password'), 'utf8');
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mode(join(dataDir, 'db-password'))).toBe(0o600);
    expect(mode(join(dataDir, 'pg-socket'))).toBe(0o700);
    if (asRoot) expect(statSync(join(dataDir, 'pg-socket')).uid).toBe(statSync(join(dataDir, 'pg')).uid);
    expect(decodeURIComponent(new URL(handle.url).hostname)).toBe(join(dataDir, 'pg-socket'));

    expect(tcpListeners(postmasterPid(dataDir))).toEqual([]);
    expect(await tryLogin({ path: socketOf(dataDir) }, password)).toBe('ok');
    expect(await tryLogin({ path: socketOf(dataDir) }, 'postgres')).toBe('28P01');
    const methods = readFileSync(join(dataDir, 'pg', 'pg_hba.conf'), 'utf8')
      .split('\n')
      .filter((line) => /^(local|host)/.test(line))
      .map((line) => line.trim().split(/\s+/).at(-1));
    expect(new Set(methods)).toEqual(new Set(['scram-sha-256']));
    expect(await query(handle.url, 'SELECT current_database() AS db')).toEqual([{ db: 'spockout' }]);
    expect(lines.join('\n')).not.toContain(password);
  });

  (asRoot ? it : it.skip)(
    'another OS user (nobody) cannot connect by socket, even with the password, nor log in over TCP (EMBEDDED_DB_LISTEN)',
    async () => {
      const dataDir = newDataDir();
      const port = await freePort();
      await start(dataDir, [], { host: '127.0.0.1', port });
      const password = readFileSync(join(dataDir, 'db-password'), 'utf8');
      const socket = join(dataDir, 'pg-socket', `.s.PGSQL.${port}`);
      // The operator asked for TCP: the server listens on exactly that address (7F000001 is 127.0.0.1).
      expect(tcpListeners(postmasterPid(dataDir))).toEqual([
        `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`,
      ]);

      const nobody = asOtherUser(
        [
          { target: { path: socket }, password },
          { target: { host: '127.0.0.1', port }, password: 'postgres' },
        ],
        [join(dataDir, 'db-password'), join(dataDir, 'pg', 'PG_VERSION')],
      );
      expect(nobody.logins).toEqual(['EACCES', '28P01']);
      expect(nobody.reads).toEqual(['EACCES', 'EACCES']);
      // The same attempts as root (who may read the password) show the probe is able to log in.
      expect(await tryLogin({ path: socket }, password)).toBe('ok');
      expect(await tryLogin({ host: '127.0.0.1', port }, password)).toBe('ok');
    },
  );

  it('a DATA_DIR still on the old fixed password gets a new one on its next start, kept only once the role has it', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    await query(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    // Back to what every DATA_DIR looked like before issue 19: role password `postgres`, cleartext `password`
    // authentication, no password file, no socket folder.
    await query(first.url, `ALTER ROLE postgres PASSWORD 'postgres'`);
    await first.stop();
    rmSync(join(dataDir, 'db-password'));
    rmSync(join(dataDir, 'pg-socket'), { recursive: true });
    writeFileSync(
      join(dataDir, 'pg', 'pg_hba.conf'),
      'local all all password\nhost all all 127.0.0.1/32 password\nhost all all ::1/128 password\n',
    );

    const lines: string[] = [];
    const second = await start(dataDir, lines);
    const password = readFileSync(join(dataDir, 'db-password'), 'utf8');
    expect(password).not.toBe('postgres');
    expect(mode(join(dataDir, 'db-password'))).toBe(0o600);
    expect(lines.join('\n')).toMatch(/had the old fixed password; it has a new one, kept in .*db-password/);
    expect(lines.join('\n')).not.toContain(password);
    expect(await tryLogin({ path: socketOf(dataDir) }, 'postgres')).toBe('28P01');
    expect(await tryLogin({ path: socketOf(dataDir) }, password)).toBe('ok');
    expect(await query(second.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);

    // A start that stopped after the change but before the save: the role has the new password, which is
    // still only in db-password.new. The next start finds it there and saves it.
    const pending = 'pending-password-that-the-role-already-has';
    await query(second.url, `ALTER ROLE postgres PASSWORD '${pending}'`);
    await second.stop();
    rmSync(join(dataDir, 'db-password'));
    writeFileSync(join(dataDir, 'db-password.new'), pending, { mode: 0o600 });
    const third = await start(dataDir);
    expect(readFileSync(join(dataDir, 'db-password'), 'utf8')).toBe(pending);
    expect(existsSync(join(dataDir, 'db-password.new'))).toBe(false);
    expect(await query(third.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
  });
});
