import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface LoadResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers plus socket errors. */
  errors: number;
  command: string;
}

/**
 * wrk when installed, unless BENCH_WRK=off hides it: the Node load client then runs the same GETs, so a machine
 * with wrk can smoke both paths (`.ci/run` does).
 */
const WRK =
  process.env.BENCH_WRK === 'off'
    ? null
    : (['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path)) ?? null);
export const haveWrk = WRK !== null;

/**
 * wrk reads its duration in whole seconds: `-d0.5s` prints its usage and exits 1. A shorter run (the smoke's
 * 0.5 s) takes one second; wrk divides by the time it really ran, so the rate it reports stays right.
 */
export function wrkSeconds(seconds: number): number {
  return Math.max(1, Math.ceil(seconds));
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  if (unit === 'us') return n / 1000;
  if (unit === 'ms') return n;
  if (unit === 's') return n * 1000;
  if (unit === 'm') return n * 60_000;
  return NaN;
}

/** Shell-quoted, with the bearer token shortened: the command as the doc prints it. */
function printable(args: string[]): string {
  return ['wrk', ...args]
    .map((a) => a.replace(/(Bearer )[\w-]+\.[\w-]+\.[\w-]+/, '$1$TOKEN'))
    .map((a) => (/[\s$'"]/.test(a) ? `'${a}'` : a))
    .join(' ');
}

/** One wrk run: a single thread (the load core is shared with PostgreSQL), `connections` kept busy. */
export function wrk(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  if (!WRK) throw new Error('wrk is not installed (apt-get install -y wrk)');
  const seconds = wrkSeconds(options.seconds);
  const args = ['-t1', `-c${options.connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolveRun, reject) => {
    execFile(WRK, args, { timeout: (seconds + 30) * 1000 }, (error, stdout, stderr) => {
      if (error) {
        // The command as printed, not as run: the run's bearer token stays out of the log.
        reject(new Error(`wrk failed (exit ${String(error.code)}): ${printable(args)}\n${stdout}${stderr}`));
        return;
      }
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN);
      const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? NaN);
      const latency = (p: string) => {
        const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(stdout);
        return m ? toMs(m[1], m[2]) : NaN;
      };
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
      const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      resolveRun({
        requests,
        rps,
        p50Ms: latency('50'),
        p99Ms: latency('99'),
        errors: non2xx + socketErrors,
        command: printable(args),
      });
    });
  });
}
