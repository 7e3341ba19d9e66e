import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { DatabaseSupervision } from '../shared/http/database-supervision.js';
import { asStartError, DatabaseStartError } from './database-start-error.js';
import { postgresBinaries } from './embedded-binaries.js';
import { embeddedLayout, prepareLayout, writeHba, type EmbeddedLayout } from './embedded-layout.js';
import { clearLeftovers, runningPostmaster } from './embedded-leftovers.js';
import { LEGACY_PASSWORD, savedPassword, savePassword, scramSecret, wantedPassword } from './embedded-password.js';
import { EmbeddedServer } from './embedded-server.js';
import { serverUser } from './embedded-user.js';
import { EmbeddedWatchdog } from './embedded-watchdog.js';
import { ensureDatabase } from './ensure-database.js';

export const DB_NAME = 'spockout';
/** Only names the socket file (`.s.PGSQL.5432`) when there is no TCP listener: the socket's folder is ours alone. */
const SOCKET_PORT = 5432;

export interface EmbeddedOptions {
  /** EMBEDDED_DB_LISTEN: a TCP address for the server besides its socket; none when absent. */
  listen?: { host: string; port: number } | null;
  /** EMBEDDED_DB_CACHE: where root keeps the copy of the binaries the database user runs. */
  cache?: string | null;
  /**
   * A cluster thrown away after use (the test suite's): nothing waits for the disk. initdb runs with --no-sync
   * and the server with fsync, synchronous_commit and full_page_writes off, so a crash of the machine may lose or
   * corrupt it. Never for data that must survive one: the app, the benchmarks and the reliability tests that
   * kill processes keep the defaults.
   */
  throwaway?: boolean;
}

/** The server settings of a throwaway cluster (see EmbeddedOptions.throwaway). */
export const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/**
 * A connection URL through the Unix socket: the folder, percent-encoded, stands where a host name would, which
 * pg, MikroORM and libpq (psql, pg_dump) all read as a socket folder.
 */
export function socketUrl(layout: EmbeddedLayout, port: number, password: string, database: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@${encodeURIComponent(layout.socketDir)}:${port}/${database}`;
}

/** PostgreSQL's SQLSTATE for a wrong password. */
const INVALID_PASSWORD = '28P01';

/**
 * Makes the superuser's password the wanted one. A cluster made before issue 19 still has the old fixed one: the
 * change is made through the socket (only root and the database user can reach it), sending the SCRAM secret
 * rather than the password, and the new password is saved only once the role has it.
 */
async function settlePassword(layout: EmbeddedLayout, port: number, wanted: string, log: (line: string) => void) {
  for (const candidate of [...new Set([wanted, LEGACY_PASSWORD])]) {
    const client = new pg.Client({ connectionString: socketUrl(layout, port, candidate, 'postgres') });
    try {
      await client.connect();
    } catch (error) {
      if ((error as { code?: string }).code === INVALID_PASSWORD) continue;
      throw error;
    }
    try {
      if (candidate !== wanted) await client.query(`ALTER ROLE postgres PASSWORD '${scramSecret(wanted)}'`);
    } finally {
      await client.end();
    }
    if (candidate !== wanted) {
      log(`The embedded database had the old fixed password; it has a new one, kept in ${layout.passwordFile}`);
    }
    savePassword(layout);
    return;
  }
  throw new DatabaseStartError(
    `The embedded database in ${layout.pgDir} refuses the password in ${layout.passwordFile}. Put its superuser's ` +
      'password back in that file (mode 600), or move the folder away to start with an empty database.',
  );
}

/** The embedded server as the app holds it: its URL, its watchdog, its stop. */
export class EmbeddedDatabase {
  private watchdog: EmbeddedWatchdog | null = null;

  constructor(
    readonly url: string,
    private readonly server: EmbeddedServer,
    private readonly restart: () => Promise<void>,
  ) {}

  /** Starts watching: the server is restarted when it dies (embedded-watchdog.ts). */
  supervise(log: (line: string) => void, restartSeconds: number, onGiveUp: () => void): DatabaseSupervision {
    this.watchdog ??= new EmbeddedWatchdog(this.server, { log, restartSeconds, restart: this.restart, onGiveUp });
    return this.watchdog;
  }

  async stop(): Promise<void> {
    this.watchdog?.stop();
    await this.server.stop();
  }
}

/**
 * Starts a real PostgreSQL with its cluster in DATA_DIR/pg, reachable only through a socket in DATA_DIR/pg-socket
 * (mode 700) with the password in DATA_DIR/db-password (mode 600), and over TCP only with `options.listen`.
 * The first start runs initdb; a server an earlier run left behind is stopped first. Every failure is a
 * DatabaseStartError whose message says what to do.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void,
  /** Extra server settings (`-c name=value` pairs); the benchmarks turn on commit timestamps. */
  postgresFlags: string[] = [],
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const layout = embeddedLayout(resolve(dataDir));
  try {
    const user = await serverUser();
    const binaries = await postgresBinaries(user, options.cache ?? null);
    const port = options.listen?.port ?? SOCKET_PORT;
    prepareLayout(layout, user, port);
    const password = wantedPassword(layout);
    await clearLeftovers(layout, log);
    const listenHost = options.listen?.host ?? null;
    const throwaway = options.throwaway ?? false;
    const flags = throwaway ? [...THROWAWAY_FLAGS, ...postgresFlags] : postgresFlags;
    const server = new EmbeddedServer({ binaries, user, layout, port, listenHost, flags, noSync: throwaway });
    if (!existsSync(join(layout.pgDir, 'PG_VERSION'))) await server.initdb(scramSecret(password));
    writeHba(layout, user);
    await server.start();
    try {
      await settlePassword(layout, port, password, log);
      await ensureDatabase(socketUrl(layout, port, password, 'postgres'), DB_NAME);
    } catch (error) {
      await server.stop();
      throw error;
    }
    const restart = async () => {
      await clearLeftovers(layout, log);
      await server.start();
    };
    return new EmbeddedDatabase(socketUrl(layout, port, password, DB_NAME), server, restart);
  } catch (error) {
    throw asStartError(error, layout.dataDir);
  }
}

/** The URL of the embedded server running on DATA_DIR (started by the app), or null when none runs. */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const layout = embeddedLayout(resolve(dataDir));
  const server = runningPostmaster(layout);
  const password = server ? savedPassword(layout) : null;
  return server && password ? socketUrl(layout, server.port, password, DB_NAME) : null;
}
