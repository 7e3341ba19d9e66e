import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { serverUser, type ServerUser } from '../../src/config/embedded-user.js';
import { eventually } from './eventually.js';
import { freePort } from '../reliability/support.js';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (the postgresql-15 package), which makes the primary, its base backup and the standby. */
export const PG15_BIN = '/usr/lib/postgresql/15/bin';

/** Whether this machine has those binaries; without them the replica tests are skipped, saying why. */
export const hasPostgres15 = (): boolean =>
  ['pg_ctl', 'initdb', 'pg_basebackup'].every((b) => existsSync(join(PG15_BIN, b)));

export interface ReplicaPair {
  /** The primary's database (migrated by the caller), and the standby's copy of it, read-only. */
  primaryUrl: string;
  standbyUrl: string;
  /** Raw SQL on the primary or the standby, as superuser: for facts the test must see as stored. */
  primary<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  standby<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** Stops replaying WAL on the standby (it keeps receiving it), and starts again. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the standby has replayed everything the primary has flushed so far. */
  caughtUp(): Promise<void>;
  /** Stops the standby (a fast shutdown) and starts it again, as a replica lost and back would be. */
  stopStandby(): Promise<void>;
  startStandby(): Promise<void>;
  /** Stops both servers and removes their folder. */
  close(): Promise<void>;
}

/**
 * A PostgreSQL 15 primary and a streaming standby of it, private to one test file: both clusters live in a
 * temporary folder, listen on 127.0.0.1 on free ports with trust authentication, and are stopped and removed by
 * `close()`. The machine's own PostgreSQL is left alone (replication settings would need its restart). As root the
 * servers run as the `postgres` OS user, as the embedded database does (PostgreSQL refuses to run as root).
 *
 * `prepare` runs on the primary's database before the base backup (the migrations), so the standby starts with
 * the schema rather than replaying it.
 */
export async function startReplicaPair(prepare: (primaryUrl: string) => Promise<void>): Promise<ReplicaPair> {
  const user = await serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'spockout-replicas-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const primaryDir = join(dir, 'primary');
  const standbyDir = join(dir, 'standby');
  const started: string[] = [];
  const pools: pg.Pool[] = [];

  const tool = async (name: string, args: string[]) => {
    try {
      await run(join(PG15_BIN, name), args, {
        cwd: '/',
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
        ...ids(user),
      });
    } catch (error) {
      const logs = ['primary.log', 'standby.log'].map((f) => join(dir, f)).filter(existsSync);
      const tail = logs.map((f) => `${f}:\n${readFileSync(f, 'utf8').slice(-2000)}`).join('\n');
      throw new Error(`${name} ${args.join(' ')} failed: ${(error as Error).message}\n${tail}`, { cause: error });
    }
  };
  const start = async (dataDir: string, port: number, log: string, settings: string[]) => {
    const options = [`-p ${port}`, '-c listen_addresses=127.0.0.1', `-c unix_socket_directories=${dir}`, ...settings];
    await tool('pg_ctl', ['-D', dataDir, '-l', join(dir, log), '-w', '-t', '120', '-o', options.join(' '), 'start']);
    if (!started.includes(dataDir)) started.push(dataDir);
  };
  const STANDBY_SETTINGS = ['-c hot_standby=on', '-c fsync=off'];
  const stop = async () => {
    await Promise.all(pools.map((pool) => pool.end().catch(() => undefined)));
    // The standby first, so the primary's stop is not held up by its WAL sender.
    for (const dataDir of [...started].reverse())
      await tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  const urlOf = (port: number, database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

  try {
    await tool('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    // A throwaway cluster: nothing here must survive a crash. wal_level=replica and max_wal_senders=10 are
    // PostgreSQL 15's defaults, and initdb's pg_hba.conf lets 127.0.0.1 replicate under trust.
    await start(primaryDir, primaryPort, 'primary.log', [
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c synchronous_commit=on',
    ]);
    const admin = new pg.Client({ connectionString: urlOf(primaryPort, 'postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE spockout');
    await admin.end();
    const primaryUrl = urlOf(primaryPort, 'spockout');
    await prepare(primaryUrl);
    await tool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      standbyDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    await start(standbyDir, standbyPort, 'standby.log', STANDBY_SETTINGS);
    const standbyUrl = urlOf(standbyPort, 'spockout');
    const primary = new pg.Pool({ connectionString: primaryUrl, max: 2 });
    const standby = new pg.Pool({ connectionString: standbyUrl, max: 2 });
    // A stopped standby (or the end of the test) cuts their idle sessions: the next query takes a new one.
    for (const pool of [primary, standby]) pool.on('error', () => undefined);
    pools.push(primary, standby);
    const query =
      (pool: pg.Pool) =>
      async <T>(text: string, params: unknown[] = []) =>
        (await pool.query(text, params)).rows as T[];
    const pair: ReplicaPair = {
      primaryUrl,
      standbyUrl,
      primary: query(primary),
      standby: query(standby),
      pauseReplay: async () => {
        await pair.standby('SELECT pg_wal_replay_pause()');
      },
      resumeReplay: async () => {
        await pair.standby('SELECT pg_wal_replay_resume()');
      },
      async caughtUp() {
        const [{ lsn }] = await pair.primary<{ lsn: string }>('SELECT pg_current_wal_flush_lsn()::text AS lsn');
        await eventually(
          async () => {
            const [row] = await pair.standby<{ behind: boolean }>(
              'SELECT coalesce(pg_last_wal_replay_lsn() < $1::pg_lsn, true) AS behind',
              [lsn],
            );
            return row.behind;
          },
          { until: (behind) => !behind, timeout: 30_000, what: `the standby replaying up to ${lsn}` },
        );
      },
      stopStandby: () => tool('pg_ctl', ['-D', standbyDir, '-m', 'fast', '-w', 'stop']),
      startStandby: () => start(standbyDir, standbyPort, 'standby.log', STANDBY_SETTINGS),
      close: stop,
    };
    return pair;
  } catch (error) {
    await stop();
    throw error;
  }
}

function ids(user: ServerUser | null): { uid?: number; gid?: number } {
  return user ? { uid: user.uid, gid: user.gid } : {};
}
