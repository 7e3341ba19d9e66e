import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { APP_CORE, onCore } from './cpu.js';
import { sleep } from './stats.js';

/** dist/ of this build: bench files live in dist/bench/lib, the app in dist/src. */
export const DIST = resolve(import.meta.dirname, '..', '..');
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-bench-secret';

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  readonly child: ChildProcess;
  /** Milliseconds since the process was spawned (a CPU profile's clock starts about then). */
  uptimeMs(): number;
  /** Resident set size now, in MiB (VmRSS from /proc). */
  rssMiB(): number;
  /** SIGTERM and wait (SIGKILL after 20 s). */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash would. */
  kill9(): Promise<void>;
  /** The last lines the process wrote to stderr. */
  stderrTail(): string;
  exited(): boolean;
}

interface StartOptions {
  /** Node flags before the script, e.g. --cpu-prof. */
  nodeArgs?: string[];
  env?: Record<string, string>;
  core?: number;
  /** The path polled until it answers 200. */
  readyPath?: string;
  /** Open an IPC channel (the SQL spy is driven through it). */
  ipc?: boolean;
}

/** Starts a node script pinned to a core, with stdout to /dev/null, and waits until it serves readyPath. */
export async function startServerProcess(
  script: string,
  args: string[],
  options: StartOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const [command, argv] = onCore(options.core ?? APP_CORE, process.execPath, [
    ...(options.nodeArgs ?? []),
    script,
    ...args,
  ]);
  const devNull = openSync('/dev/null', 'w');
  const spawnedAt = performance.now();
  const child = spawn(command, argv, {
    env: { ...process.env, ...options.env, PORT: String(port) },
    stdio: ['ignore', devNull, 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited = false;
  const exit = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      exited = true;
      resolveExit();
    }),
  );
  // Read through a call: the 'exit' listener sets it while the loop below awaits.
  const hasExited = () => exited;
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (hasExited()) throw new Error(`${script} exited during start:\n${stderr}`);
    try {
      const response = await fetch(`${url}${options.readyPath ?? '/api/health/live'}`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not become ready in 90 s:\n${stderr}`);
    }
    await sleep(100);
  }
  const pid = child.pid as number;
  return {
    url,
    pid,
    child,
    uptimeMs: () => performance.now() - spawnedAt,
    rssMiB() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
      return kb / 1024;
    },
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exit;
      clearTimeout(timer);
    },
    async kill9() {
      if (exited) return;
      child.kill('SIGKILL');
      await exit;
    },
    stderrTail: () => stderr,
    exited: hasExited,
  };
}

export interface AppOptions {
  databaseUrl: string;
  env?: Record<string, string>;
  /** Write a V8 CPU profile into this directory on exit. */
  cpuProfileDir?: string;
  /** Preload the SQL spy (bench/lib/sql-spy.ts) and open the IPC channel that drives it. */
  sqlSpy?: boolean;
  core?: number;
}

/**
 * The built app, `node dist/src/main.js`, as production runs it (LOG_LEVEL info, its request log lines going
 * to /dev/null), on its own database. Tokens live 2 h so a long soak keeps its sessions.
 */
export function startApp(options: AppOptions): Promise<ServerProcess> {
  const nodeArgs: string[] = [];
  if (options.cpuProfileDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`);
  if (options.sqlSpy) nodeArgs.push('--import', join(DIST, 'bench', 'lib', 'sql-spy.js'));
  return startServerProcess(join(DIST, 'src', 'main.js'), [], {
    nodeArgs,
    core: options.core,
    ipc: options.sqlSpy,
    env: {
      NODE_ENV: 'production',
      APP_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'spockout-bench-app-')),
      JWT_SECRET: BENCH_JWT_SECRET,
      ACCESS_TOKEN_TTL: '2h',
      LOG_LEVEL: 'info',
      // The gameplay figures are compared across sessions measured without the start's grace.
      MATCH_START_GRACE_SECONDS: '0',
      // Load comes from one address and a few accounts: the per-account and per-address caps would refuse it.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000',
      MAX_OPEN_TOURNAMENTS_PER_USER: '1000000',
      MAX_PENDING_WITHDRAWALS_PER_USER: '1000000',
      // No house tables (issue 32 §1): the seeded templates' tables would sit in every list a section counts, and
      // their sweep would run beside the load; figures stay comparable with sessions before them.
      HOUSE_TABLE_SWEEP: 'false',
      ...options.env,
    },
  });
}

/** The newest .cpuprofile in a directory (written by --cpu-prof when the process exits). */
export function newestProfile(dir: string): string | null {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort();
  return files.length ? join(dir, files[files.length - 1]) : null;
}
