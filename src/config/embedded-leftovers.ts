import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DatabaseStartError } from './database-start-error.js';
import type { EmbeddedLayout } from './embedded-layout.js';

/**
 * What a run that died may have left on DATA_DIR: its PostgreSQL still running (the app was SIGKILLed, and the
 * server, its child, lives on), or backends of a server that was SIGKILLed itself. Read from /proc, so on Linux
 * only; elsewhere PostgreSQL's own lock file check is all there is.
 */
const PROC = '/proc';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** /proc/<pid>/stat's state and parent; the command name, in parentheses, may itself hold spaces and ')'. */
function stat(pid: number): { state: string; ppid: number } | null {
  try {
    const text = readFileSync(join(PROC, String(pid), 'stat'), 'utf8');
    const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

/** Running, as opposed to gone or a zombie that its new parent has not reaped (which holds nothing). */
const alive = (pid: number) => {
  const state = stat(pid)?.state;
  return state !== undefined && state !== 'Z' && state !== 'X';
};

function link(pid: number, name: 'cwd' | 'exe'): string | null {
  try {
    return readlinkSync(join(PROC, String(pid), name));
  } catch {
    return null;
  }
}

/** Every live `postgres` process working in this cluster (a server's processes all run in its data directory). */
function serverProcesses(pgDir: string): number[] {
  const dir = realpathSync(pgDir);
  return readdirSync(PROC)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => pid !== process.pid && link(pid, 'cwd') === dir && basename(link(pid, 'exe') ?? '') === 'postgres')
    .filter(alive);
}

/** The pid in the cluster's postmaster.pid, when that process is a server running on this cluster. */
export function runningPostmaster(layout: EmbeddedLayout): { pid: number; port: number } | null {
  const lockFile = join(layout.pgDir, 'postmaster.pid');
  if (!existsSync(PROC) || !existsSync(lockFile)) return null;
  const [pid, , , port] = readFileSync(lockFile, 'utf8').split('\n').map(Number);
  if (!pid || !alive(pid) || link(pid, 'cwd') !== realpathSync(layout.pgDir)) return null;
  return { pid, port };
}

function ownerOf(layout: EmbeddedLayout): number | null {
  try {
    return Number(readFileSync(layout.ownerFile, 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

async function waitGone(pids: number[], ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (pids.some(alive)) {
    if (Date.now() > until) return false;
    await sleep(50);
  }
  return true;
}

/** A fast shutdown (SIGINT: sessions are cut, everything committed is kept), then harder signals if it hangs. */
async function stopServer(pid: number): Promise<void> {
  for (const [signal, ms] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitGone([pid], ms)) return;
  }
}

/**
 * Before a start: a server still running on this cluster is stopped cleanly when the process that started it
 * is gone (refused when that process lives: another instance owns this DATA_DIR); backends of a server that
 * was killed are given a moment to notice and exit, then killed. PostgreSQL's lock file then names no live
 * process, and the start that follows recovers from the WAL as after any crash.
 */
export async function clearLeftovers(layout: EmbeddedLayout, log: (line: string) => void): Promise<void> {
  if (!existsSync(PROC) || !existsSync(layout.pgDir)) return;
  const server = runningPostmaster(layout);
  if (server) {
    const owner = ownerOf(layout);
    const parent = stat(server.pid)?.ppid;
    if (owner !== null && owner !== process.pid && parent === owner && alive(owner)) {
      throw new DatabaseStartError(
        `Another process (pid ${owner}) is running the embedded PostgreSQL of ${layout.dataDir}. Stop it first, ` +
          'or give this one another DATA_DIR.',
      );
    }
    log(`Stopping the PostgreSQL (pid ${server.pid}) that an earlier run left running on ${layout.dataDir}`);
    await stopServer(server.pid);
  }
  const orphans = serverProcesses(layout.pgDir);
  if (orphans.length && !(await waitGone(orphans, 10_000))) {
    for (const pid of orphans.filter(alive)) process.kill(pid, 'SIGKILL');
    await waitGone(orphans, 5_000);
  }
  // A lock file whose pid is a zombie nobody reaps would stop PostgreSQL for good; no process uses the cluster now.
  const lockFile = join(layout.pgDir, 'postmaster.pid');
  const [lockPid] = existsSync(lockFile) ? readFileSync(lockFile, 'utf8').split('\n').map(Number) : [0];
  if (lockPid && stat(lockPid)?.state === 'Z') rmSync(lockFile, { force: true });
}
