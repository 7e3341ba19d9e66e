/**
 * 1. Framework overhead: GET /api/auth/whoami (authenticated: guard with HS256 verification, interceptors,
 * filters, the request-context and metrics hooks, helmet, request logging; no query, the guard's existence
 * check being cached) against a bare Fastify route answering the same JSON; throughput, and CPU time per request.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api, register } from './lib/api.js';
import { DIST, newestProfile, startApp, startServerProcess } from './lib/app.js';
import { compare, CONNECTIONS, loadGet } from './lib/compare.js';
import { ratioRow, type BenchContext, type Section, type SectionResult } from './lib/context.js';
import { summarizeProfile } from './lib/profile.js';

export const framework: Section = {
  name: 'framework',
  title: 'Framework overhead',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const databaseUrl = await ctx.pg.freshDatabase('framework');
    const app = await startApp({ databaseUrl });
    const base = await startServerProcess(join(DIST, 'bench', 'lib', 'baseline-server.js'), ['whoami']);
    try {
      const player = await register(new Api(app.url), 'bench_whoami');
      const headers = { authorization: `Bearer ${player.access}` };
      const check = await new Api(app.url).get('/auth/whoami/', player.access);
      if (check.status !== 200) throw new Error(`whoami answered ${check.status}`);

      const result = await compare(
        ctx,
        'whoami',
        (s) => loadGet(`${app.url}/api/auth/whoami/`, headers, s),
        (s) => loadGet(`${base.url}/api/auth/whoami/`, {}, s),
        { app: app.pid, base: base.pid },
      );
      // The same app without its per-request log lines, to show what they cost (informative). A smoke run
      // leaves it out: it is the same code as above with one setting changed, and a second app start.
      const quiet = ctx.smoke ? null : await quietWhoami(ctx, databaseUrl, base.url, headers);
      const rows = [
        ratioRow({
          figure: 'Authenticated no-DB route (GET /api/auth/whoami) vs bare Fastify, req/s',
          value: result.app.rps,
          baseline: result.base.rps,
          unit: 'req/s',
          minRatio: 0.4,
          p50: result.app.p50,
          p99: result.app.p99,
        }),
        ...(result.app.cpuUs !== null && result.base.cpuUs !== null
          ? [
              ratioRow({
                figure: '… the same from CPU time per request: 10⁶ ÷ µs of CPU (a core of its own; informative)',
                value: 1e6 / result.app.cpuUs,
                baseline: 1e6 / result.base.cpuUs,
                unit: 'req/s',
              }),
            ]
          : []),
        ...(quiet
          ? [
              ratioRow({
                figure: '… the same with LOG_LEVEL=warn (no request log lines; informative)',
                value: quiet.app.rps,
                baseline: quiet.base.rps,
                unit: 'req/s',
                p50: quiet.app.p50,
                p99: quiet.app.p99,
              }),
            ]
          : []),
      ];
      const method = [
        `Both servers on the app core; ${ctx.runs} alternating runs of ${ctx.seconds} s after a 3 s warm-up each; medians. Runs: app ${result.app.runs.join(', ')} req/s; bare ${result.base.runs.join(', ')} req/s.`,
        `CPU time per request (user + system, /proc/<pid>/stat, read around each run): app ${result.app.cpuRuns.join(', ')} µs; bare ${result.base.cpuRuns.join(', ')} µs. Unlike req/s, it hardly moves when other processes share the core.`,
        `Baseline p50 ${result.base.p50.toFixed(2)} ms, p99 ${result.base.p99.toFixed(2)} ms. Errors: app ${result.app.errors}, baseline ${result.base.errors}.`,
        `The app runs as production does: LOG_LEVEL=info, so it writes one JSON log line per request (to /dev/null here). The second line is a second app instance with LOG_LEVEL=warn measured the same way against the same baseline: runs ${quiet ? `${quiet.app.runs.join(', ')} req/s vs ${quiet.base.runs.join(', ')}` : 'not taken'}.`,
        `Load: \`${result.command.replace(/http:\/\/127\.0\.0\.1:\d+/, 'http://127.0.0.1:$PORT')}\` (${CONNECTIONS} connections).`,
      ];
      let profile: string[] | undefined;
      if (ctx.profile) profile = await profileWhoami(ctx, databaseUrl);
      return { rows, method, profile };
    } finally {
      await app.stop();
      await base.stop();
    }
  },
};

async function quietWhoami(ctx: BenchContext, databaseUrl: string, baseUrl: string, headers: Record<string, string>) {
  const quietApp = await startApp({ databaseUrl, env: { LOG_LEVEL: 'warn' } });
  try {
    return await compare(
      ctx,
      'whoami LOG_LEVEL=warn',
      (s) => loadGet(`${quietApp.url}/api/auth/whoami/`, headers, s),
      (s) => loadGet(`${baseUrl}/api/auth/whoami/`, {}, s),
    );
  } finally {
    await quietApp.stop();
  }
}

/** One more run of the app alone under --cpu-prof, for the top frames. */
async function profileWhoami(ctx: BenchContext, databaseUrl: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'spockout-prof-'));
  const app = await startApp({ databaseUrl, cpuProfileDir: dir });
  let window;
  try {
    const player = await register(new Api(app.url), 'bench_whoami_prof');
    const headers = { authorization: `Bearer ${player.access}` };
    await loadGet(`${app.url}/api/auth/whoami/`, headers, 2);
    const fromMs = app.uptimeMs();
    await loadGet(`${app.url}/api/auth/whoami/`, headers, ctx.seconds);
    window = { fromMs, toMs: app.uptimeMs() };
  } finally {
    await app.stop();
  }
  const file = newestProfile(dir);
  return file ? summarizeProfile(file, window) : ['(no profile written)'];
}
