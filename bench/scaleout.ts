/**
 * 6. Scale-out: two app instances on one database against one instance with the same cores, under a mixed
 * read/write workload; then one of two instances killed with SIGKILL mid-run: the errors clients see, and
 * whether the survivor keeps serving (and every deposit lands exactly once).
 */
import { Api, inParallel, players } from './lib/api.js';
import { startApp, type ServerProcess } from './lib/app.js';
import { ratioRow, sized, type BenchContext, type Row, type Section, type SectionResult } from './lib/context.js';
import { describeLoad, runLoad, type LoadReport, type LoadSpec } from './lib/load.js';
import { median, sleep } from './lib/stats.js';

const USERS = 16;
const CONNECTIONS = 16;

export function mixedSpec(targets: string[], tokens: string[], seconds: number, failover = false): LoadSpec {
  return {
    targets,
    connections: CONNECTIONS,
    seconds,
    failover,
    requests: [
      { method: 'GET', path: '/api/economy/wallet/me/', weight: 4 },
      { method: 'GET', path: '/api/tournaments/', weight: 2 },
      {
        method: 'POST',
        path: '/api/economy/wallet/deposit/',
        body: { amount: '1.00' },
        idempotencyKey: true,
        weight: 2,
      },
    ],
    variants: tokens.map((token) => ({ headers: { authorization: `Bearer ${token}` } })),
  };
}

async function depositEntries(ctx: BenchContext, url: string): Promise<number> {
  const [row] = await ctx.pg.query<{ n: string }>(
    url,
    "SELECT count(*) AS n FROM ledger_entries WHERE type = 'DEPOSIT' AND idempotency_key LIKE '%:bench-%'",
  );
  return Number(row.n);
}

export const scaleout: Section = {
  name: 'scaleout',
  title: 'Scale-out',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const databaseUrl = await ctx.pg.freshDatabase('scaleout');
    const a = await startApp({ databaseUrl });
    let b: ServerProcess | null = await startApp({ databaseUrl });
    try {
      const api = new Api(a.url);
      const users = await players(api, 'so', USERS, '100.00');
      await inParallel(
        Array.from({ length: sized(ctx, 20, 2) }, (_, i) => i),
        4,
        (i) =>
          api.expect(
            201,
            api.post(
              '/tournaments/',
              { name: `Scale ${i}`, entry_fee: '1.00', max_players: 8, game_mode: 'BLITZ' },
              users[i % USERS].access,
            ),
            'create',
          ),
      );
      const tokens = users.map((u) => u.access);
      const secondUrl = b.url;
      const one = (s: number) => runLoad(mixedSpec([a.url], tokens, s));
      const two = (s: number) => runLoad(mixedSpec([a.url, secondUrl], tokens, s));
      if (ctx.warmSeconds > 0) {
        await one(ctx.warmSeconds);
        await two(ctx.warmSeconds);
      }
      const ones: LoadReport[] = [];
      const twos: LoadReport[] = [];
      for (let run = 0; run < ctx.runs; run++) {
        if (run % 2 === 0) {
          ones.push(await one(ctx.seconds));
          twos.push(await two(ctx.seconds));
        } else {
          twos.push(await two(ctx.seconds));
          ones.push(await one(ctx.seconds));
        }
        ctx.log(
          `  scale-out run ${run + 1}: one instance ${ones[run].rps.toFixed(0)}/s (p99 ${ones[run].p99Ms.toFixed(0)} ms), two ${twos[run].rps.toFixed(0)}/s (p99 ${twos[run].p99Ms.toFixed(0)} ms)`,
        );
      }

      // The kill: two instances, SIGKILL to the second 40% into the run; clients fail over to the survivor
      // and resend with the same Idempotency-Key.
      // A smoke run's kill lasts 4 s: a whole second of the survivor alone after the kill (at 1.6 s) to count.
      const killSeconds = sized(ctx, Math.max(12, 2 * ctx.seconds), 4);
      const entriesBefore = await depositEntries(ctx, databaseUrl);
      const victim = b;
      const running = runLoad(mixedSpec([a.url, victim.url], tokens, killSeconds, true));
      await sleep(killSeconds * 400);
      const killedAt = Date.now() / 1000;
      await victim.kill9();
      b = null;
      const kill = await running;
      const entriesAfter = await depositEntries(ctx, databaseUrl);
      const [trial] = await ctx.pg.query<{ total: string }>(
        databaseUrl,
        'SELECT sum(balance) AS total FROM ledger_accounts',
      );
      const after = kill.timeline.filter(
        (t) =>
          t.target === 0 && t.second > Math.floor(killedAt) && t.second < Math.floor(killedAt) + killSeconds * 0.6 - 1,
      );
      const survivorRate = median(after.map((t) => t.ok));
      const survivorSilentSeconds = after.filter((t) => t.ok === 0).length;
      const victimAfter = kill.timeline
        .filter((t) => t.target === 1 && t.second > Math.floor(killedAt))
        .reduce((s, t) => s + t.ok, 0);
      const errorCount = Object.values(kill.errors).reduce((sum, n) => sum + n, 0);
      const errorKinds =
        Object.entries(kill.errors)
          .map(([k, n]) => `${n} ${k}`)
          .join(', ') || 'none';
      const non2xx =
        Object.entries(kill.status)
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, n]) => `${n}× ${code}`)
          .join(', ') || 'none';
      ctx.log(
        `  kill -9: errors ${errorKinds}; non-2xx ${non2xx}; retried ${kill.retried} (${kill.retriedOk} ok); survivor ${survivorRate}/s after the kill; deposits ${kill.okKeys} ok, ${entriesAfter - entriesBefore} ledger entries; trial balance ${trial.total}`,
      );

      const oneP = {
        rps: median(ones.map((r) => r.rps)),
        p50: median(ones.map((r) => r.p50Ms)),
        p99: median(ones.map((r) => r.p99Ms)),
      };
      const twoP = {
        rps: median(twos.map((r) => r.rps)),
        p50: median(twos.map((r) => r.p50Ms)),
        p99: median(twos.map((r) => r.p99Ms)),
      };
      const exactlyOnce = kill.okKeys === entriesAfter - entriesBefore && trial.total === '0';
      const rows: Row[] = [
        ratioRow({
          figure: 'Mixed read/write req/s: two instances vs one, same core',
          value: twoP.rps,
          baseline: oneP.rps,
          unit: 'req/s',
          p50: twoP.p50,
          p99: twoP.p99,
        }),
        {
          figure: 'One of two instances killed with kill -9 mid-run: client errors; survivor keeps serving',
          value: `${errorCount} client errors (${errorKinds}), ${kill.retriedOk}/${kill.retried} resent OK; survivor ${survivorRate} req/s`,
          baseline: '—',
          ratio: '—',
          target: 'survivor serves; deposits exactly once',
          met: survivorRate > 0 && survivorSilentSeconds === 0 && exactlyOnce && victimAfter === 0,
          p50: '—',
          p99: '—',
        },
      ];
      const method = [
        `${USERS} funded players, 20 tournaments. Workload (closed loop, ${CONNECTIONS} connections, a token each): 4× GET /api/economy/wallet/me/, 2× GET /api/tournaments/, 2× POST /api/economy/wallet/deposit/ {"amount": "1.00"} with a fresh Idempotency-Key. Two targets: connections alternate between them.`,
        `Both instances are \`node dist/src/main.js\` on the app core with a pool of 10 each; during the one-instance runs the second is up and idle (its timers still poll the database). ${ctx.runs} alternating runs of ${ctx.seconds} s after a 3 s warm-up each; medians. One instance: ${ones.map((r) => r.rps.toFixed(0)).join(', ')} req/s (p50 ${oneP.p50.toFixed(1)} ms, p99 ${oneP.p99.toFixed(1)} ms); two: ${twos.map((r) => r.rps.toFixed(0)).join(', ')} req/s.`,
        `Kill: ${killSeconds} s run on both instances with \`failover\` (a socket error marks the instance down and the request is resent to the other with the same Idempotency-Key, as a load balancer with passive health checks would); SIGKILL to the second instance at ${(killSeconds * 0.4).toFixed(1)} s. Client errors: ${errorKinds}; non-2xx answers: ${non2xx}; resent ${kill.retried}, ${kill.retriedOk} of them answered 2xx. Survivor after the kill: median ${survivorRate} req/s, ${survivorSilentSeconds} seconds without an answer; the killed instance answered ${victimAfter} after it. Deposits answered 2xx: ${kill.okKeys}; ledger entries written: ${entriesAfter - entriesBefore}; trial balance ${trial.total}.`,
        `Load: \`${describeLoad(mixedSpec(['a', 'b'], tokens, ctx.seconds))}\`.`,
      ];
      return { rows, method };
    } finally {
      await a.stop();
      await b?.stop();
    }
  },
};
