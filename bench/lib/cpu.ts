import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * Core pinning: the app under test (and every baseline server, so both sides get the same core) on APP_CORE;
 * PostgreSQL, the load generators and the bench runner itself on LOAD_CORE. The runner pins itself first, so
 * the database and every load process it starts inherit LOAD_CORE; app processes are started under taskset.
 */
export const APP_CORE = 0;
export const LOAD_CORE = 1;

const TASKSET = ['/usr/bin/taskset', '/bin/taskset'].find((path) => existsSync(path)) ?? null;

let pinning = TASKSET !== null && availableParallelism() >= 2 && process.env.BENCH_NO_PIN !== '1';

/** A smoke run's sections run side by side, and its figures mean nothing: nothing is pinned, so both cores work. */
export function stopPinning(): void {
  pinning = false;
}

/** Pins every thread of a running process to one core; false when pinning is not available. */
export function pinProcess(pid: number, core: number): boolean {
  if (!pinning || !TASKSET) return false;
  execFileSync(TASKSET, ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
  return true;
}

/** The command line that runs `command args` on one core (taskset execs it, so the pid is the command's). */
export function onCore(core: number, command: string, args: string[]): [string, string[]] {
  if (!pinning || !TASKSET) return [command, args];
  return [TASKSET, ['-c', String(core), command, ...args]];
}

export function pinningNote(): string {
  return pinning
    ? `app and baselines on core ${APP_CORE}; PostgreSQL, load generators and the runner on core ${LOAD_CORE} (taskset)`
    : 'no pinning (taskset or a second core missing, or BENCH_NO_PIN=1)';
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`; 100 on Linux). */
let ticksPerSecond: number | null = null;

/**
 * CPU seconds a process has used so far, user and system, over all its threads (/proc/<pid>/stat); null when
 * /proc is not there. Unlike throughput, CPU time per request hardly moves when other processes share the core.
 */
export function cpuSeconds(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  // Fields after the command name (which may hold spaces), from the 3rd: utime is the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
