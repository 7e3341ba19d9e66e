import type { BenchContext } from './context.js';
import { cpuSeconds } from './cpu.js';
import { runLoad, describeLoad } from './load.js';
import { median } from './stats.js';
import { haveWrk, wrk, type LoadResult } from './wrk.js';

export const CONNECTIONS = 32;

/** A fixed GET under closed-loop load: wrk when installed, else the Node load client with the same shape. */
export async function loadGet(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = CONNECTIONS,
): Promise<LoadResult> {
  if (haveWrk) return wrk(url, { connections, seconds, headers });
  const parsed = new URL(url);
  const spec = {
    targets: [parsed.origin],
    connections,
    seconds,
    requests: [{ method: 'GET' as const, path: parsed.pathname + parsed.search }],
    variants: [{ headers }],
  };
  const report = await runLoad(spec);
  return {
    requests: report.requests,
    rps: report.rps,
    p50Ms: report.p50Ms,
    p99Ms: report.p99Ms,
    errors: report.requests - report.ok,
    command: describeLoad(spec),
  };
}

interface Side {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  runs: number[];
  /** Median CPU time of the server per request (µs), when its pid was given; null otherwise. */
  cpuUs: number | null;
  cpuRuns: number[];
}

export interface Comparison {
  app: Side;
  base: Side;
  command: string;
}

type Measured = LoadResult & { cpuUs: number | null };

/** One load run, with the server's CPU time per request read from /proc around it when its pid is known. */
async function measured(load: (s: number) => Promise<LoadResult>, seconds: number, pid?: number): Promise<Measured> {
  const before = pid === undefined ? null : cpuSeconds(pid);
  const result = await load(seconds);
  const after = pid === undefined ? null : cpuSeconds(pid);
  const cpuUs =
    before === null || after === null || result.requests === 0 ? null : ((after - before) * 1e6) / result.requests;
  return { ...result, cpuUs };
}

/**
 * Warms both sides, then `ctx.runs` measured runs of each, alternating which goes first so a change in
 * background load hits both alike; answers the medians. Given the servers' pids, also their CPU time per request.
 */
export async function compare(
  ctx: BenchContext,
  label: string,
  app: (s: number) => Promise<LoadResult>,
  base: (s: number) => Promise<LoadResult>,
  pids: { app?: number; base?: number } = {},
): Promise<Comparison> {
  if (ctx.warmSeconds > 0) {
    await app(ctx.warmSeconds);
    await base(ctx.warmSeconds);
  }
  const a: Measured[] = [];
  const b: Measured[] = [];
  for (let run = 0; run < ctx.runs; run++) {
    if (run % 2 === 0) {
      a.push(await measured(app, ctx.seconds, pids.app));
      b.push(await measured(base, ctx.seconds, pids.base));
    } else {
      b.push(await measured(base, ctx.seconds, pids.base));
      a.push(await measured(app, ctx.seconds, pids.app));
    }
    ctx.log(
      `  ${label} run ${run + 1}: app ${a[run].rps.toFixed(0)}/s (p99 ${a[run].p99Ms.toFixed(1)} ms), baseline ${b[run].rps.toFixed(0)}/s (p99 ${b[run].p99Ms.toFixed(1)} ms)`,
    );
  }
  const summary = (list: Measured[]): Side => {
    const cpu = list.map((r) => r.cpuUs).filter((us) => us !== null);
    return {
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50Ms)),
      p99: median(list.map((r) => r.p99Ms)),
      errors: list.reduce((sum, r) => sum + r.errors, 0),
      runs: list.map((r) => Math.round(r.rps)),
      cpuUs: cpu.length === list.length ? median(cpu) : null,
      cpuRuns: cpu.map((us) => Math.round(us * 10) / 10),
    };
  };
  return { app: summary(a), base: summary(b), command: a[0].command };
}
