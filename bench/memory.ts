/**
 * 7. Memory: the app's resident set size under a steady mixed workload, sampled every 10 s from /proc over the
 * soak (`--soak-minutes`, 1 by default; the doc's figure comes from a 10-minute run): start, end, max and the
 * least-squares slope.
 */
import { Api, inParallel, players } from './lib/api.js';
import { startApp } from './lib/app.js';
import { sized, type BenchContext, type Row, type Section, type SectionResult } from './lib/context.js';
import { describeLoad, runLoad } from './lib/load.js';
import { linearFit, sleep } from './lib/stats.js';
import { mixedSpec } from './scaleout.js';

const SAMPLE_SECONDS = 10;
/**
 * Warm-up before the soak: half its length, 20 s to 5 min. The resident set grows for the first minutes of load
 * while V8 sizes its heap and the allocator its arenas (a 10-minute run without it climbed ~25 MiB over five
 * minutes, then stayed level to the MiB for the next five); the figure is about what happens after that.
 */
const warmSeconds = (soakSeconds: number) => Math.min(300, Math.max(20, Math.round(soakSeconds / 2)));
/** "Flat": the fitted trend stays under this many MiB per minute. */
const MAX_SLOPE_MIB_PER_MINUTE = 1;

/** V8's used heap in MiB, from the app's own /api/metrics (prom-client's nodejs_heap_size_used_bytes). */
async function heapUsedMiB(url: string): Promise<number> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  return Number(/^nodejs_heap_size_used_bytes\s+([\d.e+]+)/m.exec(text)?.[1] ?? NaN) / 2 ** 20;
}

export const memory: Section = {
  name: 'memory',
  title: 'Memory soak',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const databaseUrl = await ctx.pg.freshDatabase('memory');
    const app = await startApp({ databaseUrl });
    try {
      const api = new Api(app.url);
      const users = await players(api, 'mem', sized(ctx, 16, 2), '100.00');
      await inParallel(
        Array.from({ length: sized(ctx, 20, 2) }, (_, i) => i),
        4,
        (i) =>
          api.expect(
            201,
            api.post(
              '/tournaments/',
              { name: `Soak ${i}`, entry_fee: '1.00', max_players: 8, game_mode: 'BLITZ' },
              users[i % users.length].access,
            ),
            'create',
          ),
      );
      const tokens = users.map((u) => u.access);
      const idle = app.rssMiB();
      const soakSeconds = Math.round(ctx.soakMinutes * 60);
      const warm = sized(ctx, warmSeconds(soakSeconds), 1);
      await runLoad(mixedSpec([app.url], tokens, warm));
      const warmed = app.rssMiB();
      const spec = mixedSpec([app.url], tokens, soakSeconds);
      const started = performance.now();
      const running = runLoad(spec);
      const samples: { minute: number; rss: number; heap: number }[] = [];
      let finished = false;
      void running.finally(() => (finished = true));
      // Read through a call: the load's end sets it while this loop awaits.
      const loading = () => !finished;
      while (loading()) {
        samples.push({
          minute: (performance.now() - started) / 60_000,
          rss: app.rssMiB(),
          heap: await heapUsedMiB(app.url),
        });
        const next = started + samples.length * sized(ctx, SAMPLE_SECONDS, 2) * 1000;
        while (loading() && performance.now() < next) await sleep(100);
        if ((performance.now() - started) / 1000 > soakSeconds + 1) break;
      }
      const report = await running;
      samples.push({
        minute: (performance.now() - started) / 60_000,
        rss: app.rssMiB(),
        heap: await heapUsedMiB(app.url),
      });
      const heapFit = linearFit(
        samples.map((s) => s.minute),
        samples.map((s) => s.heap),
      );
      const { slope } = linearFit(
        samples.map((s) => s.minute),
        samples.map((s) => s.rss),
      );
      const start = samples[0].rss;
      const end = samples[samples.length - 1].rss;
      const max = Math.max(...samples.map((s) => s.rss));
      ctx.log(
        `  soak ${ctx.soakMinutes} min: rss start ${start.toFixed(1)} MiB, end ${end.toFixed(1)}, max ${max.toFixed(1)}, slope ${slope.toFixed(2)} MiB/min; ${report.ok} requests (${report.rps.toFixed(0)}/s)`,
      );
      const rows: Row[] = [
        {
          figure: `Resident memory over a ${ctx.soakMinutes}-minute soak (start → end, max; slope)`,
          value: `${start.toFixed(0)} → ${end.toFixed(0)} MiB, max ${max.toFixed(0)}; ${slope >= 0 ? '+' : ''}${slope.toFixed(2)} MiB/min`,
          baseline: '—',
          ratio: '—',
          target: `slope < ${MAX_SLOPE_MIB_PER_MINUTE} MiB/min`,
          met: slope < MAX_SLOPE_MIB_PER_MINUTE,
          p50: `${report.p50Ms.toFixed(1)} ms`,
          p99: `${report.p99Ms.toFixed(1)} ms`,
        },
      ];
      const method = [
        `Idle after start and setup: ${idle.toFixed(0)} MiB. ${warm} s of warm-up load (resident set ${idle.toFixed(0)} → ${warmed.toFixed(0)} MiB), then the soak: the scale-out section's mixed workload on one instance, ${report.ok} requests at ${report.rps.toFixed(0)} req/s (errors ${report.requests - report.ok}); p50/p99 are that load's latencies.`,
        `VmRSS from /proc/<pid>/status every ${SAMPLE_SECONDS} s; slope is the least-squares fit over all ${samples.length} samples. Samples (MiB): ${samples.map((s) => s.rss.toFixed(0)).join(', ')}.`,
        `V8 heap used at the same moments (nodejs_heap_size_used_bytes from /api/metrics; it saws with each GC): ${samples.map((s) => s.heap.toFixed(0)).join(', ')} MiB; fitted slope ${heapFit.slope >= 0 ? '+' : ''}${heapFit.slope.toFixed(2)} MiB/min.`,
        `Load: \`${describeLoad(spec).replace(/node dist/, 'node dist')}\`. The soak's length is \`--soak-minutes\` (default 1).`,
      ];
      return { rows, method };
    } finally {
      await app.stop();
    }
  },
};
