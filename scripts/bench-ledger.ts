/**
 * Ledger throughput: postings per second through the app's PostTransfer (command bus, MikroORM transaction,
 * the real posting code) beside the same SQL driven through `pg` alone, for two shapes of traffic:
 * deposits spread over 100 wallets (cash in is sharded, so nothing is hot), and transfers from 100 wallets
 * into one hot account (a tournament escrow), where every entry queues for the same row lock.
 *
 *   npm run build:server && node dist/scripts/bench-ledger.js
 *
 * Uses DATABASE_URL's server when set (a scratch database is created and dropped), else an embedded
 * PostgreSQL in a temporary directory. ENTRIES (default 4000) and CONCURRENCY (default 8) tune the run.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CommandBus } from '@nestjs/cqrs';
import { loadConfig } from '../src/config/app-config.js';
import { ensureDatabase, startEmbeddedPostgres, type DatabaseHandle } from '../src/config/database.js';
import { openOrm } from '../src/config/orm.js';
import { createApp } from '../src/bootstrap.js';
import { transfer } from '../src/modules/ledger/contracts/post-transfer.command.js';
import { escrow, system, wallet, type AccountRef } from '../src/modules/ledger/contracts/ledger.types.js';
import { identify, shardOf } from '../src/modules/ledger/domain/account-key.js';

const ENTRIES = Number(process.env.ENTRIES ?? 4000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const ROUNDS = 4;
const WALLETS = 100;
const POOL = CONCURRENCY + 2;

interface Leg {
  from: AccountRef;
  to: AccountRef;
}

interface Scenario {
  name: string;
  /** The accounts of the i-th entry. */
  leg(i: number): Leg;
}

const scenarios: Scenario[] = [
  { name: 'deposits over 100 wallets', leg: (i) => ({ from: system('CASH_IN'), to: wallet(1 + (i % WALLETS)) }) },
  // A big tournament's escrow: every entry fee lands on the same row.
  { name: 'transfers into one hot account', leg: (i) => ({ from: wallet(1 + (i % WALLETS)), to: escrow(1) }) },
];

/** Runs `count` jobs with `concurrency` in flight; answers the elapsed seconds. */
async function timed(count: number, concurrency: number, job: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await job(next++);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** The posting path's SQL, hand-driven through pg with bind parameters: lock in id order, then one write. */
async function rawTransfer(pool: pg.Pool, key: string, from: AccountRef, to: AccountRef, amount: number): Promise<void> {
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
    const source = byKey.get(keys[0])!;
    const target = byKey.get(keys[1])!;
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

async function openServer(): Promise<{ adminUrl: string; handle: DatabaseHandle | null; dir: string | null }> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    return { adminUrl: url.toString(), handle: null, dir: null };
  }
  const dir = mkdtempSync(join(tmpdir(), 'spockout-bench-'));
  const handle = await startEmbeddedPostgres(dir, (line) => console.error(line));
  return { adminUrl: handle.url.replace(/\/spockout$/, '/postgres'), handle, dir };
}

async function main(): Promise<void> {
  const server = await openServer();
  const name = `spockout_bench_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(server.adminUrl, name);
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  const orm = await openOrm(url.toString(), POOL);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret', DATA_DIR: tmpdir() });
  const app = await createApp(orm, config);
  await app.init();
  const bus = app.get(CommandBus);
  const pool = new pg.Pool({ connectionString: url.toString(), max: POOL });

  try {
    // Every wallet exists and holds plenty, so the hot-account run measures posting, not refusals.
    for (let w = 1; w <= WALLETS; w++) {
      await bus.execute(transfer(`seed:${w}`, 'DEPOSIT', 'seed', system('CASH_IN'), wallet(w), 100_000_000));
    }
    const results: { scenario: string; app: number; raw: number }[] = [];
    for (const scenario of scenarios) {
      const warm = Math.min(200, ENTRIES);
      const viaApp = (tag: string) => (i: number) => {
        const { from, to } = scenario.leg(i);
        return bus.execute(transfer(`${tag}:${scenario.name}:${i}`, 'DEPOSIT', 'bench', from, to, 100));
      };
      const viaPg = (tag: string) => (i: number) => {
        const { from, to } = scenario.leg(i);
        return rawTransfer(pool, `${tag}:${scenario.name}:${i}`, from, to, 100);
      };
      await timed(warm, CONCURRENCY, viaApp('warm-app'));
      await timed(warm, CONCURRENCY, viaPg('warm-pg'));
      // Alternating rounds, so a change in background load hits both sides alike.
      const perRound = Math.ceil(ENTRIES / ROUNDS);
      let appSeconds = 0;
      let rawSeconds = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const offset = round * perRound;
        const app = () => timed(perRound, CONCURRENCY, (i) => viaApp('app')(offset + i));
        const raw = () => timed(perRound, CONCURRENCY, (i) => viaPg('pg')(offset + i));
        if (round % 2 === 0) {
          appSeconds += await app();
          rawSeconds += await raw();
        } else {
          rawSeconds += await raw();
          appSeconds += await app();
        }
      }
      // Two postings per entry.
      const postings = perRound * ROUNDS * 2;
      results.push({ scenario: scenario.name, app: postings / appSeconds, raw: postings / rawSeconds });
    }
    const [trial] = (await pool.query<{ total: string }>('SELECT sum(balance) AS total FROM ledger_accounts')).rows;
    console.log(
      `\nLedger bench: ${ENTRIES} entries (2 postings each) per side and scenario in ${ROUNDS} alternating rounds, ` +
        `${CONCURRENCY} in flight, pool ${POOL}\n`,
    );
    console.log('| scenario | app postings/s | raw pg postings/s | app / raw |');
    console.log('|---|---:|---:|---:|');
    for (const r of results) {
      console.log(`| ${r.scenario} | ${r.app.toFixed(0)} | ${r.raw.toFixed(0)} | ${(r.app / r.raw).toFixed(2)} |`);
    }
    console.log(`\ntrial balance after the runs: ${trial.total} (must be 0)`);
    if (Number(trial.total) !== 0) process.exitCode = 1;
  } finally {
    await pool.end();
    await app.close();
    await orm.close();
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    await server.handle?.stop();
    if (server.dir) rmSync(server.dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error((error as Error)?.stack ?? error);
  process.exit(1);
});
