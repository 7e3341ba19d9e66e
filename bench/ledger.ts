/**
 * 3. Ledger: postings per second through the app's posting code beside the same SQL through `pg` alone, for
 * deposits spread over 100 wallets and for transfers into one hot account. The measurement runs in
 * bench/ledger.worker.ts, one process on the app core holding both sides, so each gets the same CPU.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DIST } from './lib/app.js';
import { ratioRow, sized, type BenchContext, type Row, type Section, type SectionResult } from './lib/context.js';
import { APP_CORE, onCore } from './lib/cpu.js';
import { median } from './lib/stats.js';
import type { LedgerWorkerReport, SideRun } from './ledger.worker.js';

function runWorker(ctx: BenchContext, databaseUrl: string): Promise<LedgerWorkerReport> {
  const [command, args] = onCore(APP_CORE, process.execPath, [join(DIST, 'bench', 'ledger.worker.js')]);
  const child = spawn(command, args, {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ENTRIES: String(sized(ctx, 1500, 40)),
      RUNS: String(ctx.runs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const line of chunk.toString().split('\n')) if (line.startsWith('  ')) ctx.log(line);
  });
  return new Promise((resolveRun, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`ledger worker exited ${code}: ${stderr.slice(-2000)}`));
        return;
      }
      resolveRun(JSON.parse(stdout.trim().split('\n').pop() as string) as LedgerWorkerReport);
    });
  });
}

const med = (runs: SideRun[], key: keyof SideRun) => median(runs.map((r) => r[key]));

export const ledger: Section = {
  name: 'ledger',
  title: 'Ledger postings',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const databaseUrl = await ctx.pg.freshDatabase('ledger');
    const report = await runWorker(ctx, databaseUrl);
    const rows: Row[] = [];
    const method: string[] = [
      `In one process on the app core (\`node dist/bench/ledger.worker.js\`, started by the runner): the app side is \`CommandBus.execute(PostTransfer)\` in a request context (the handler's MikroORM transaction and journal.repository.ts's SQL); the raw side is ledger.worker.ts's rawTransfer through \`pg\` (BEGIN; SELECT … FOR UPDATE of both accounts in id order; one CTE inserting the entry and its two postings and updating both balances; COMMIT). No HTTP on either side.`,
      `${report.entries} entries (2 postings each) per side and run, ${report.concurrency} in flight, pool ${report.pool} for each side; 300 warm-up entries per side; ${report.runs} alternating runs; medians. Latency is per entry (both postings, one transaction).`,
      `Trial balance after the runs: ${report.trialBalance} (must be 0).`,
    ];
    for (const scenario of report.scenarios) {
      const app = med(scenario.app, 'postingsPerSecond');
      const raw = med(scenario.raw, 'postingsPerSecond');
      rows.push(
        ratioRow({
          figure: `Ledger postings/s: ${scenario.name} vs raw pg`,
          value: app,
          baseline: raw,
          unit: '/s',
          minRatio: 0.5,
          extraOk: app >= 1000,
          target: '≥ 0.50 and ≥ 1,000/s',
          p50: med(scenario.app, 'p50Ms'),
          p99: med(scenario.app, 'p99Ms'),
        }),
      );
      method.push(
        `${scenario.name}: app runs ${scenario.app.map((r) => r.postingsPerSecond.toFixed(0)).join(', ')}/s; raw runs ${scenario.raw.map((r) => r.postingsPerSecond.toFixed(0)).join(', ')}/s; raw entry latency p50 ${med(scenario.raw, 'p50Ms').toFixed(2)} ms, p99 ${med(scenario.raw, 'p99Ms').toFixed(2)} ms.`,
      );
    }
    if (report.trialBalance !== '0') throw new Error(`trial balance ${report.trialBalance} after the ledger runs`);
    return { rows, method };
  },
};
