import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureDatabase, startEmbeddedPostgres, type DatabaseHandle } from '../../src/config/database.js';
import { openOrm } from '../../src/config/orm.js';
import { LOAD_CORE, pinProcess } from './cpu.js';

const TEMPLATE = 'spockout_bench_template';

/** One PostgreSQL server for the whole run, with a migrated template that each section clones. */
export interface BenchPostgres {
  version: string;
  /** Where the server runs and whether it was pinned, for the doc. */
  where: string;
  /** A fresh, migrated database (dropped first if a previous run left it); answers its URL. */
  freshDatabase(name: string): Promise<string>;
  /** Whether pg_xact_commit_timestamp() answers (track_commit_timestamp is on): the timer's lateness uses it. */
  commitTimestamps: boolean;
  query<T extends pg.QueryResultRow = Record<string, unknown>>(
    url: string,
    sql: string,
    params?: unknown[],
  ): Promise<T[]>;
  stop(): Promise<void>;
}

function withPath(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery<T extends pg.QueryResultRow = Record<string, unknown>>(
  adminUrl: string,
  sql: string,
): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query<T>(sql);
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL's server when set (not pinned: it is not ours), else an embedded PostgreSQL in a temporary
 * directory, started by this runner and so on LOAD_CORE.
 */
export async function startBenchPostgres(log: (line: string) => void): Promise<BenchPostgres> {
  let adminUrl: string;
  let handle: DatabaseHandle | null = null;
  let dir: string | null = null;
  let where: string;
  if (process.env.DATABASE_URL) {
    adminUrl = withPath(process.env.DATABASE_URL, 'postgres');
    where = 'external server from DATABASE_URL (not pinned)';
  } else {
    dir = mkdtempSync(join(tmpdir(), 'spockout-bench-pg-'));
    // Commit timestamps let the gameplay section read when each timer move committed, without polling for it.
    handle = await startEmbeddedPostgres(dir, log, ['-c', 'track_commit_timestamp=on']);
    adminUrl = withPath(handle.url, 'postgres');
    const [postmaster] = readFileSync(join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
    // Backends fork from the postmaster and inherit its affinity; the auxiliary processes are pinned with it.
    const pinned = pinProcess(Number(postmaster), LOAD_CORE);
    where = `embedded PostgreSQL (default settings but track_commit_timestamp on, fsync on)${pinned ? `, pinned to core ${LOAD_CORE}` : ''}`;
  }
  const { rows } = await adminQuery<{ server_version: string }>(adminUrl, 'SHOW server_version');
  const version = rows[0].server_version;
  const { rows: tracking } = await adminQuery<{ track_commit_timestamp: string }>(
    adminUrl,
    'SHOW track_commit_timestamp',
  );
  const commitTimestamps = tracking[0].track_commit_timestamp === 'on';

  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${TEMPLATE}" WITH (FORCE)`);
  await ensureDatabase(adminUrl, TEMPLATE);
  const orm = await openOrm(withPath(adminUrl, TEMPLATE), 1);
  await orm.close();

  const pools = new Map<string, pg.Pool>();
  // One copy at a time: CREATE DATABASE refuses a template another copy is reading (smoke sections run side by side).
  let copying: Promise<unknown> = Promise.resolve();
  return {
    version,
    where,
    commitTimestamps,
    freshDatabase(name) {
      const copy = copying.then(async () => {
        const database = `spockout_bench_${name}`;
        await pools.get(withPath(adminUrl, database))?.end();
        pools.delete(withPath(adminUrl, database));
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        await adminQuery(adminUrl, `CREATE DATABASE "${database}" TEMPLATE "${TEMPLATE}"`);
        return withPath(adminUrl, database);
      });
      copying = copy.catch(() => undefined);
      return copy;
    },
    async query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) {
      let pool = pools.get(url);
      if (!pool) {
        pool = new pg.Pool({ connectionString: url, max: 2 });
        pools.set(url, pool);
      }
      return (await pool.query<T>(sql, params)).rows;
    },
    async stop() {
      for (const pool of pools.values()) await pool.end();
      await handle?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
