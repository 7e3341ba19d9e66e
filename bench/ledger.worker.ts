/**
 * The ledger measurement, in one process pinned to the app core (started by bench/ledger.ts): the app's
 * PostTransfer through the command bus (MikroORM transaction, the real posting code) beside the same SQL
 * driven through `pg` alone, for deposits spread over 100 wallets and for transfers into one hot account.
 *
 * The raw path is what journal.repository.ts sends (BEGIN; lock the accounts in id order; one CTE writing the
 * entry, its postings and the balances; COMMIT): keep rawTransfer in step with it.
 *
 *   DATABASE_URL=… ENTRIES=1500 RUNS=3 node dist/bench/ledger.worker.js   → one JSON line on stdout
 */
import 'reflect-metadata';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { CommandBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/core';
import { loadConfig } from '../src/config/app-config.js';
import { openOrm } from '../src/config/orm.js';
import { createApp } from '../src/bootstrap.js';
import { transfer } from '../src/modules/ledger/contracts/post-transfer.command.js';
import { escrow, system, wallet, type AccountRef } from '../src/modules/ledger/contracts/ledger.types.js';
import { cents } from '../src/shared/money/money.js';
import { identify, shardOf } from '../src/modules/ledger/domain/account-key.js';
import { runMain } from './lib/main.js';
import { percentile } from './lib/stats.js';

const ENTRIES = Number(process.env.ENTRIES ?? 1500);
const RUNS = Number(process.env.RUNS ?? 3);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const WALLETS = 100;
const POOL = CONCURRENCY + 2;

interface Scenario {
  name: string;
  leg(i: number): { from: AccountRef; to: AccountRef };
}

const scenarios: Scenario[] = [
  { name: 'deposits over 100 wallets', leg: (i) => ({ from: system('CASH_IN'), to: wallet(1 + (i % WALLETS)) }) },
  { name: 'transfers into one hot account', leg: (i) => ({ from: wallet(1 + (i % WALLETS)), to: escrow(1) }) },
];

export interface SideRun {
  postingsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LedgerWorkerReport {
  entries: number;
  runs: number;
  concurrency: number;
  pool: number;
  scenarios: { name: string; app: SideRun[]; raw: SideRun[] }[];
  trialBalance: string;
}

/** `count` jobs with `concurrency` in flight; two postings per entry. */
async function timed(count: number, job: (i: number) => Promise<unknown>): Promise<SideRun> {
  let next = 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await job(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    postingsPerSecond: (2 * count) / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/** The posting path's SQL, hand-driven through pg. */
async function rawTransfer(
  pool: pg.Pool,
  key: string,
  from: AccountRef,
  to: AccountRef,
  amount: number,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const shard = shardOf(key);
    const keys = [identify(from, shard).key, identify(to, shard).key];
    const { rows } = await client.query<{ id: string; key: string; balance: string }>(
      'SELECT id, key, balance FROM ledger_accounts WHERE key = ANY($1) ORDER BY id FOR UPDATE',
      [keys],
    );
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const source = byKey.get(keys[0]);
    const target = byKey.get(keys[1]);
    if (!source || !target) throw new Error(`Accounts ${keys.join(', ')} are not open`);
    const sourceAfter = Number(source.balance) - amount;
    const targetAfter = Number(target.balance) + amount;
    await client.query(
      `WITH entry AS (
         INSERT INTO ledger_entries (idempotency_key, type, description) VALUES ($1, 'DEPOSIT', 'bench')
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, created_at
       ), posted AS (
         INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after, created_at)
         SELECT entry.id, leg.account_id, leg.amount, leg.balance_after, entry.created_at
           FROM entry, (VALUES ($2::bigint, $3::bigint, $4::bigint, 0), ($5::bigint, $6::bigint, $7::bigint, 1))
                AS leg (account_id, amount, balance_after, ord)
          ORDER BY leg.ord
       ), moved AS (
         UPDATE ledger_accounts AS account SET balance = next.balance
           FROM entry, (VALUES ($2::bigint, $4::bigint), ($5::bigint, $7::bigint)) AS next (id, balance)
          WHERE account.id = next.id
       )
       SELECT id FROM entry`,
      [key, source.id, -amount, sourceAfter, target.id, amount, targetAfter],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL as string;
  const orm = await openOrm(url, POOL);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATA_DIR: tmpdir(),
  });
  const app = await createApp(orm, config);
  await app.init();
  const bus = app.get(CommandBus);
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  // As a request would: each command in an identity map of its own.
  const viaBus = (command: ReturnType<typeof transfer>) => RequestContext.create(orm.em, () => bus.execute(command));
  try {
    for (let w = 1; w <= WALLETS; w++)
      await viaBus(transfer(`seed:${w}`, 'DEPOSIT', 'seed', system('CASH_IN'), wallet(w), cents(100_000_000)));
    const report: LedgerWorkerReport = {
      entries: ENTRIES,
      runs: RUNS,
      concurrency: CONCURRENCY,
      pool: POOL,
      scenarios: [],
      trialBalance: '',
    };
    for (const scenario of scenarios) {
      const viaApp = (tag: string) => (i: number) => {
        const { from, to } = scenario.leg(i);
        return viaBus(transfer(`${tag}:${scenario.name}:${i}`, 'DEPOSIT', 'bench', from, to, cents(100)));
      };
      const viaPg = (tag: string) => (i: number) => {
        const { from, to } = scenario.leg(i);
        return rawTransfer(pool, `${tag}:${scenario.name}:${i}`, from, to, 100);
      };
      // The app first: it creates the accounts (cash-in shards, the escrow) the raw path expects.
      await timed(300, viaApp('warm-app'));
      await timed(300, viaPg('warm-pg'));
      const app: SideRun[] = [];
      const raw: SideRun[] = [];
      for (let run = 0; run < RUNS; run++) {
        const a = () => timed(ENTRIES, viaApp(`app${run}`)).then((r) => app.push(r));
        const b = () => timed(ENTRIES, viaPg(`pg${run}`)).then((r) => raw.push(r));
        if (run % 2 === 0) {
          await a();
          await b();
        } else {
          await b();
          await a();
        }
        console.error(
          `  ${scenario.name} run ${run + 1}: app ${app[run].postingsPerSecond.toFixed(0)}/s, raw ${raw[run].postingsPerSecond.toFixed(0)}/s`,
        );
      }
      report.scenarios.push({ name: scenario.name, app, raw });
    }
    const [trial] = (await pool.query<{ total: string }>('SELECT sum(balance) AS total FROM ledger_accounts')).rows;
    report.trialBalance = trial.total;
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await pool.end();
    await app.close();
    await orm.close();
  }
}

runMain(main);
