/**
 * 5. Login: argon2id logins per second through POST /api/accounts/login/ against the bare verify loop with the
 * same parameters, and the app's event-loop p99 lag during the burst, read from its own /api/metrics
 * (prom-client's nodejs_eventloop_lag_p99_seconds, which monitorEventLoopDelay feeds and each scrape resets).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { Api, BENCH_PASSWORD, inParallel, register } from './lib/api.js';
import { DIST, startApp } from './lib/app.js';
import { ms, ratioRow, sized, type BenchContext, type Row, type Section, type SectionResult } from './lib/context.js';
import { APP_CORE, onCore } from './lib/cpu.js';
import { describeLoad, runLoad, type LoadSpec } from './lib/load.js';
import { median } from './lib/stats.js';

const USERS = 16;
const CONCURRENCY = 8;

interface LoopResult {
  rate: number;
  p50Ms: number;
  p99Ms: number;
}

function hashLoop(seconds: number): Promise<LoopResult> {
  const [command, args] = onCore(APP_CORE, process.execPath, [
    join(DIST, 'bench', 'lib', 'argon2-loop.js'),
    String(CONCURRENCY),
    String(seconds),
  ]);
  return new Promise((resolveRun, reject) => {
    execFile(command, args, { timeout: (seconds + 60) * 1000 }, (error, stdout, stderr) => {
      if (error) {
        reject(new Error(`argon2 loop failed: ${error.message}\n${stderr}`));
        return;
      }
      resolveRun(JSON.parse(stdout.trim()) as LoopResult);
    });
  });
}

async function eventLoopP99Ms(url: string): Promise<number> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  const match = /^nodejs_eventloop_lag_p99_seconds\s+([\d.e+-]+)/m.exec(text);
  if (!match) throw new Error('nodejs_eventloop_lag_p99_seconds missing from /api/metrics');
  return Number(match[1]) * 1000;
}

export const login: Section = {
  name: 'login',
  title: 'Login',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const databaseUrl = await ctx.pg.freshDatabase('login');
    const app = await startApp({ databaseUrl });
    try {
      const api = new Api(app.url);
      const users = await inParallel(
        Array.from({ length: sized(ctx, USERS, 2) }, (_, i) => `lg${i + 1}`),
        4,
        (name) => register(api, name),
      );
      const spec = (seconds: number): LoadSpec => ({
        targets: [app.url],
        connections: CONCURRENCY,
        seconds,
        requests: [{ method: 'POST', path: '/api/accounts/login/' }],
        variants: users.map((u) => ({ body: { username: u.username, password: BENCH_PASSWORD } })),
      });
      if (ctx.warmSeconds > 0) {
        await runLoad(spec(ctx.warmSeconds));
        await hashLoop(ctx.warmSeconds);
      }
      const logins: { rps: number; p50: number; p99: number; lag: number; errors: number }[] = [];
      const loops: LoopResult[] = [];
      const measure = async () => {
        await eventLoopP99Ms(app.url);
        const report = await runLoad(spec(ctx.seconds));
        const lag = await eventLoopP99Ms(app.url);
        logins.push({
          rps: report.rps,
          p50: report.p50Ms,
          p99: report.p99Ms,
          lag,
          errors: report.requests - report.ok,
        });
      };
      for (let run = 0; run < ctx.runs; run++) {
        if (run % 2 === 0) {
          await measure();
          loops.push(await hashLoop(ctx.seconds));
        } else {
          loops.push(await hashLoop(ctx.seconds));
          await measure();
        }
        ctx.log(
          `  login run ${run + 1}: ${logins[run].rps.toFixed(1)} logins/s (p99 ${logins[run].p99.toFixed(0)} ms, loop lag p99 ${logins[run].lag.toFixed(1)} ms), bare verify ${loops[run].rate.toFixed(1)}/s`,
        );
      }
      const lag = median(logins.map((l) => l.lag));
      const rows: Row[] = [
        ratioRow({
          figure: 'Logins/s (POST /api/accounts/login/) vs bare argon2id verify loop',
          value: median(logins.map((l) => l.rps)),
          baseline: median(loops.map((l) => l.rate)),
          unit: '/s',
          digits: 1,
          p50: median(logins.map((l) => l.p50)),
          p99: median(logins.map((l) => l.p99)),
        }),
        {
          figure: 'Event-loop p99 lag during the login burst',
          value: ms(lag),
          baseline: '—',
          ratio: '—',
          target: '< 50 ms',
          met: lag < 50,
          p50: '—',
          p99: ms(lag),
        },
      ];
      const method = [
        `${USERS} registered players; ${CONCURRENCY} connections log in round-robin as them (closed loop). Baseline: \`node dist/bench/lib/argon2-loop.js ${CONCURRENCY} ${ctx.seconds}\` on the app core, @node-rs/argon2 verify with argon2id, m=19456 KiB, t=2, p=1, ${CONCURRENCY} in flight; both sides use libuv's default 4 worker threads on the one core.`,
        `Load: \`${describeLoad(spec(ctx.seconds))}\`. ${ctx.runs} alternating runs after a 3 s warm-up each; medians. Runs: logins ${logins.map((l) => l.rps.toFixed(1)).join(', ')}/s; bare ${loops.map((l) => l.rate.toFixed(1)).join(', ')}/s (bare verify p50 ${median(loops.map((l) => l.p50Ms)).toFixed(0)} ms, p99 ${median(loops.map((l) => l.p99Ms)).toFixed(0)} ms). Errors: ${logins.reduce((s, l) => s + l.errors, 0)}.`,
        `Event-loop lag: GET /api/metrics just before each burst (prom-client resets the monitorEventLoopDelay histogram on each scrape) and just after; nodejs_eventloop_lag_p99_seconds of the second scrape. prom-client samples every 10 ms and the value includes that interval, so ~10 ms is an idle loop. Runs: ${logins.map((l) => l.lag.toFixed(1)).join(', ')} ms.`,
      ];
      return { rows, method };
    } finally {
      await app.stop();
    }
  },
};
