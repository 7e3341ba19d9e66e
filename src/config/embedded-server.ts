import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { chownSync, closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseStartError } from './database-start-error.js';
import { binary, type PostgresBinaries } from './embedded-binaries.js';
import type { EmbeddedLayout } from './embedded-layout.js';
import type { ServerUser } from './embedded-user.js';

export interface ServerOptions {
  binaries: PostgresBinaries;
  /** null: the server runs as the app's own user. */
  user: ServerUser | null;
  layout: EmbeddedLayout;
  /** Names the socket file; the TCP port too when `listenHost` is set. */
  port: number;
  /** EMBEDDED_DB_LISTEN's address; null for no TCP listener at all. */
  listenHost: string | null;
  /** Extra `-c name=value` pairs (the benchmarks, the test suite). */
  flags: string[];
  /** initdb --no-sync: for a throwaway cluster only (EmbeddedOptions.throwaway). */
  noSync?: boolean;
}

/** How long a start may take: crash recovery replays the WAL written since the last checkpoint. */
const START_TIMEOUT_MS = 120_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The two folders as the server names them. As root the server runs as another user, who may not be able to
 * walk down to DATA_DIR (a checkout in /root, mode 700): root opens both folders and hands the descriptors over
 * (3 and 4), and the server goes through /proc/self/fd, which needs no right on any folder above. Its files
 * stay where they are, owned by that user, and no folder is opened to anyone.
 */
function serverPaths(options: ServerOptions): { pgDir: string; socketDir: string; fds: number[] } {
  if (!options.user) return { pgDir: options.layout.pgDir, socketDir: options.layout.socketDir, fds: [] };
  const cluster = openSync(options.layout.pgDir, 'r');
  try {
    return {
      pgDir: '/proc/self/fd/3',
      socketDir: '/proc/self/fd/4',
      fds: [cluster, openSync(options.layout.socketDir, 'r')],
    };
  } catch (error) {
    closeSync(cluster);
    throw error;
  }
}

/**
 * Runs a PostgreSQL binary as the database user, from `/`, with an environment of its own: the app's holds
 * secrets (ADMIN_PASSWORD, JWT_SECRET) that another OS user must not read in /proc/<pid>/environ.
 */
function run(
  options: ServerOptions,
  name: 'postgres' | 'initdb',
  args: (paths: ReturnType<typeof serverPaths>) => string[],
) {
  const paths = serverPaths(options);
  try {
    const stdio: StdioOptions = ['ignore', 'pipe', 'pipe', ...paths.fds];
    return spawn(binary(options.binaries, name), args(paths), {
      cwd: '/',
      stdio,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        LC_ALL: 'C',
        ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
      },
      ...(options.user ? { uid: options.user.uid, gid: options.user.gid } : {}),
    });
  } finally {
    // The child has its own copies from the fork.
    for (const fd of paths.fds) closeSync(fd);
  }
}

/** The last lines a process wrote, for the message when it fails; they never hold a password (see below). */
function tail(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 12));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

/** One embedded PostgreSQL: initdb, start, stop, and a word when it exits without being asked to. */
export class EmbeddedServer {
  private child: ChildProcess | null = null;
  private stopping = false;
  private readonly exitListeners: ((reason: string) => void)[] = [];

  constructor(private readonly options: ServerOptions) {}

  /**
   * Creates the cluster. The superuser's password arrives as its SCRAM secret (a file in the socket's folder,
   * which only the database user can enter, deleted right after), so no cleartext password is ever on disk
   * outside DATA_DIR/db-password.
   */
  async initdb(secret: string): Promise<void> {
    const { layout, user } = this.options;
    const secretFile = join(layout.socketDir, 'initdb-secret');
    writeFileSync(secretFile, secret, { mode: 0o600 });
    try {
      if (user) chownSync(secretFile, user.uid, user.gid);
      const child = run(this.options, 'initdb', (paths) => [
        `--pgdata=${paths.pgDir}`,
        '--username=postgres',
        `--pwfile=${paths.socketDir}/initdb-secret`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
        ...(this.options.noSync ? ['--no-sync'] : []),
      ]);
      const output = tail(child);
      const code = await new Promise<number | null>((done, fail) => {
        child.once('error', fail);
        child.once('close', done);
      });
      if (code !== 0) {
        throw new DatabaseStartError(
          `initdb could not create the embedded database in ${layout.pgDir} (exit code ${code}): ${output()}. ` +
            'Check the folder and the free disk space, then start again.',
        );
      }
    } finally {
      rmSync(secretFile, { force: true });
    }
  }

  /** Starts the server and resolves once it accepts connections (its postmaster.pid says "ready"). */
  async start(): Promise<void> {
    const { layout, port, listenHost, flags } = this.options;
    this.stopping = false;
    const child = run(this.options, 'postgres', (paths) => [
      ...['-D', paths.pgDir, '-p', String(port)],
      ...['-c', `listen_addresses=${listenHost ?? ''}`],
      ...['-c', `unix_socket_directories=${paths.socketDir}`],
      ...['-c', 'unix_socket_permissions=0700'],
      ...flags,
    ]);
    const output = tail(child);
    // Only a server that was up is reported as lost; a start that fails says so by throwing.
    const end: { reason: string | null; up: boolean } = { reason: null, up: false };
    child.once('error', (error) => (end.reason = error.message));
    child.once('exit', (code, signal) => {
      end.reason = signal ? `signal ${signal}` : `exit code ${code}`;
      if (this.child !== child) return;
      this.child = null;
      if (end.up && !this.stopping) for (const listener of this.exitListeners) listener(end.reason);
    });
    this.child = child;
    writeFileSync(layout.ownerFile, String(process.pid), { mode: 0o600 });
    const until = Date.now() + START_TIMEOUT_MS;
    while (!this.ready(child)) {
      if (end.reason !== null || Date.now() > until) {
        if (end.reason === null) await this.stop();
        this.child = null;
        throw new DatabaseStartError(
          `The embedded PostgreSQL did not start (${end.reason ?? 'no answer within two minutes'}). It said:\n` +
            `${output()}\n` +
            (listenHost ? `If the address is taken, set EMBEDDED_DB_LISTEN to another one. ` : '') +
            'Fix what it names and start again, or set DATABASE_URL to use a PostgreSQL server of your own.',
        );
      }
      await sleep(50);
    }
    end.up = true;
  }

  /** What pg_ctl waits for: this server's pid on line 1 of postmaster.pid and "ready" on line 8. */
  private ready(child: ChildProcess): boolean {
    const lockFile = join(this.options.layout.pgDir, 'postmaster.pid');
    if (!existsSync(lockFile)) return false;
    const lines = readFileSync(lockFile, 'utf8').split('\n');
    return Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready';
  }

  /** A fast shutdown (SIGINT): sessions are cut, everything committed stays; waits until the server is gone. */
  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((done) => child.once('exit', done));
    child.kill('SIGINT');
    const slow = setTimeout(() => child.kill('SIGQUIT'), 30_000);
    await gone;
    clearTimeout(slow);
    this.child = null;
    rmSync(this.options.layout.ownerFile, { force: true });
  }

  /** Called with the reason when the server exits without stop() (killed, crashed). */
  onUnexpectedExit(listener: (reason: string) => void): void {
    this.exitListeners.push(listener);
  }
}
