import type { BenchContext } from './context.js';
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

export interface Comparison {
  app: { rps: number; p50: number; p99: number; errors: number; runs: number[] };
  base: { rps: number; p50: number; p99: number; errors: number; runs: number[] };
  command: string;
}

/**
 * Warms both sides, then `ctx.runs` measured runs of each, alternating which goes first so a change in
 * background load hits both alike; answers the medians.
 */
export async function compare(
  ctx: BenchContext,
  label: string,
  app: (s: number) => Promise<LoadResult>,
  base: (s: number) => Promise<LoadResult>,
): Promise<Comparison> {
  await app(ctx.warmSeconds);
  await base(ctx.warmSeconds);
  const a: LoadResult[] = [];
  const b: LoadResult[] = [];
  for (let run = 0; run < ctx.runs; run++) {
    if (run % 2 === 0) {
      a.push(await app(ctx.seconds));
      b.push(await base(ctx.seconds));
    } else {
      b.push(await base(ctx.seconds));
      a.push(await app(ctx.seconds));
    }
    ctx.log(
      `  ${label} run ${run + 1}: app ${a[run].rps.toFixed(0)}/s (p99 ${a[run].p99Ms.toFixed(1)} ms), baseline ${b[run].rps.toFixed(0)}/s (p99 ${b[run].p99Ms.toFixed(1)} ms)`,
    );
  }
  const summary = (list: LoadResult[]) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50Ms)),
    p99: median(list.map((r) => r.p99Ms)),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
    runs: list.map((r) => Math.round(r.rps)),
  });
  return { app: summary(a), base: summary(b), command: a[0].command };
}
