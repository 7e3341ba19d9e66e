/**
 * Money conservation under faults, after Jepsen's bank test. Two app instances (real processes) on one
 * PostgreSQL; clients alternate between them and mix deposits, withdrawals, cancellations, admin reviews,
 * tournament creates/joins/leaves/cancels, fill deadlines passing mid-run and play, retrying network errors and 5xx with the same Idempotency-Key.
 * A nemesis SIGKILLs and restarts instances, terminates database sessions and restarts PostgreSQL (only when
 * the harness owns it: not with DATABASE_URL). A checker verifies the ledger during and after the run.
 *
 * Short form (npm test): 15 s, 8 clients. Long form (npm run test:reliability): 180 s, 32 clients.
 */
import { join } from 'node:path';
import { createTestDatabase } from '../support/test-database.js';
import {
  ADMIN,
  AppInstance,
  ControlledPostgres,
  freePort,
  http,
  type HttpResult,
  LONG,
  ledgerVerify,
  migrate,
  queryOnce,
  SECONDS,
  sleep,
  tempDir,
} from './support.js';
import { writeFigures } from './report.js';
import type { JsonBody } from '../support/json.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { eventually } from '../support/eventually.js';
import { freshTotpCode } from '../support/two-factor.js';

const CLIENTS = LONG ? 32 : 8;
const PASSWORD = 'Correct-Horse-42';
const CHOICES = ['ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD'];
/** Short, so that registration deadlines pass during the run. */
const FILL_DEADLINE_SECONDS = 8;
const SETTLE_BOUND_MS = LONG ? 240_000 : 120_000;
const TEST_TIMEOUT_MS = SECONDS * 1000 + SETTLE_BOUND_MS + 300_000;

type Outcome = 'ack' | 'refused' | 'unknown';
interface MoneyRecord {
  kind: 'deposit' | 'withdraw';
  userId: number;
  key: string;
  cents: number;
  outcome: Outcome;
  withdrawalId?: number;
}

const stats = {
  requests: 0,
  attempts: 0,
  retries: 0,
  acks: 0,
  refusals: 0,
  indeterminate: 0,
  byOp: {} as Record<string, number>,
  fiveXX: {} as Record<string, number>,
  conflicts409: 0,
  faults: { kill: 0, terminate: 0, pgRestart: 0 } as Record<string, number>,
  checks: { run: 0, skipped: 0, violations: [] as string[] },
};

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];
/** The items of a list answer, paged (`{ results: [...] }`) or not; none for anything else. */
const list = (body: unknown): JsonBody[] =>
  Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null && 'results' in body && Array.isArray(body.results)
      ? body.results
      : [];
const cents = (text: string | number) => Math.round(Number(text) * 100);

describe('bank: money is conserved while instances die and the database restarts', () => {
  let postgres: ControlledPostgres | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseUrl = '';
  let adminUrl = '';
  const instances: AppInstance[] = [];

  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await postgres?.stop().catch(() => undefined);
    await dropDatabase?.().catch(() => undefined);
  }, 60_000);

  it(
    `conserves money with ${CLIENTS} clients for ${SECONDS} s of faults`,
    async () => {
      // --- the cluster -------------------------------------------------------------------------------------
      if (process.env.DATABASE_URL) {
        const db = await createTestDatabase();
        databaseUrl = db.url;
        dropDatabase = () => db.drop();
        const url = new URL(db.url);
        url.pathname = '/postgres';
        adminUrl = url.toString();
      } else {
        postgres = await ControlledPostgres.start();
        adminUrl = postgres.adminUrl;
        databaseUrl = postgres.urlFor('spockout');
      }
      const dbName = new URL(databaseUrl).pathname.slice(1);
      await migrate(databaseUrl);
      const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => queryOnce<T>(databaseUrl, q, p);
      const logDir = tempDir('spockout-rel-bank-');
      for (const name of ['A', 'B']) {
        instances.push(
          new AppInstance(
            `bank-${name}`,
            await freePort(),
            // Registration closes 8 s after creation: deadline sweeps race joins, leaves and cancels, crashes and restarts.
            {
              DATABASE_URL: databaseUrl,
              MOVE_TIMEOUT_SECONDS: '2',
              MATCH_START_GRACE_SECONDS: '0',
              TOURNAMENT_FILL_DEADLINE_SECONDS: String(FILL_DEADLINE_SECONDS),
              // No house tables (issue 32 §1): their templates play a minute a move whatever MOVE_TIMEOUT_SECONDS
              // says, and a tie there outlasts the settle bound. The workload's own tournaments take the 2 s clock.
              HOUSE_TABLE_SWEEP: 'false',
              DATA_DIR: tempDir('spockout-rel-data-'),
            },
            join(logDir, `${name}.log`),
          ),
        );
      }
      // Both at once, as a deployment starts them: they race to ensure the admin, and both must come up.
      for (const instance of instances) instance.start();
      await Promise.all(instances.map((instance) => instance.waitReady(120_000)));
      const urls = instances.map((i) => i.url);

      // --- requests with bounded retries ---------------------------------------------------------------------
      const stopAt = Date.now() + SECONDS * 1000;
      const retryUntil = () => Math.max(stopAt, Date.now()) + 30_000;
      async function send(
        op: string,
        first: number,
        method: string,
        path: string,
        token: string,
        body?: unknown,
        headers?: Record<string, string>,
      ): Promise<HttpResult> {
        stats.requests++;
        stats.byOp[op] = (stats.byOp[op] ?? 0) + 1;
        const until = retryUntil();
        for (let attempt = 0; ; attempt++) {
          stats.attempts++;
          if (attempt > 0) stats.retries++;
          const res = await http(urls[(first + attempt) % 2], method, path, {
            token,
            body,
            headers,
            timeoutMs: 15_000,
          });
          if (res.status >= 500) {
            const label = `${op} ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`;
            stats.fiveXX[label] = (stats.fiveXX[label] ?? 0) + 1;
          }
          if (res.status >= 200 && res.status < 500) {
            if (res.status === 409) stats.conflicts409++;
            if (res.status < 300) stats.acks++;
            else stats.refusals++;
            return res;
          }
          if (attempt >= 12 || Date.now() > until) {
            stats.indeterminate++;
            return res;
          }
          await sleep(Math.min(2000, 150 * (attempt + 1)) + Math.random() * 200);
        }
      }

      // --- players and the admin ----------------------------------------------------------------------------
      const login = async (username: string, password: string) => {
        const res = await eventually(
          async () => {
            const r = await http(urls[0], 'POST', '/accounts/login/', { body: { username, password } });
            return r.status === 200 ? r : undefined;
          },
          { timeout: 60_000, interval: 250, what: `login ${username}` },
        );
        if (!res.body.mfa_token) return res.body.tokens.access as string;
        // Two-factor on (the admin): the second step with the authenticator's code.
        const second = await http(urls[0], 'POST', '/accounts/login/mfa/', {
          body: { mfa_token: res.body.mfa_token, code: await freshTotpCode(ADMIN.totpSecret) },
        });
        if (second.status !== 200) throw new Error(`admin sign-in: ${second.status} ${JSON.stringify(second.body)}`);
        return second.body.tokens.access as string;
      };
      const adminToken = await login(ADMIN.username, ADMIN.password);
      const players: { id: number; token: string; tournaments: Set<number>; withdrawals: number[] }[] = [];
      const runTag = Math.random().toString(36).slice(2, 7);
      for (let i = 0; i < CLIENTS; i++) {
        const username = `rel_${runTag}_${i}`;
        const res = await eventually(
          async () => {
            const r = await http(urls[i % 2], 'POST', '/accounts/register/', {
              body: {
                username,
                email: `${username}@example.com`,
                password: PASSWORD,
                password2: PASSWORD,
                date_of_birth: '1990-04-01',
              },
            });
            return r.status === 201 ? r : undefined;
          },
          { timeout: 60_000, interval: 250, what: `register ${username}` },
        );
        players.push({ id: res.body.user.id, token: res.body.tokens.access, tournaments: new Set(), withdrawals: [] });
        await verifyEmailOf({ sql }, { id: res.body.user.id });
      }

      // --- the workload ---------------------------------------------------------------------------------------
      const records: MoneyRecord[] = [];
      let seq = 0;
      async function moneyPost(
        kind: 'deposit' | 'withdraw',
        p: (typeof players)[number],
        first: number,
        amountCents: number,
      ) {
        const key = `rel-${runTag}-${++seq}`;
        const path = kind === 'deposit' ? '/economy/wallet/deposit/' : '/economy/wallet/withdraw/';
        const body =
          kind === 'deposit'
            ? { amount: (amountCents / 100).toFixed(2) }
            : { amount: (amountCents / 100).toFixed(2), payment_method: 'PAYPAL', payment_details: 'rel@example.com' };
        const res = await send(kind, first, 'POST', path, p.token, body, { 'Idempotency-Key': key });
        const outcome: Outcome =
          res.status >= 200 && res.status < 300 ? 'ack' : res.status >= 400 && res.status < 500 ? 'refused' : 'unknown';
        const record: MoneyRecord = { kind, userId: p.id, key, cents: amountCents, outcome };
        if (kind === 'withdraw' && outcome === 'ack') {
          record.withdrawalId = res.body?.withdrawal?.id;
          if (record.withdrawalId) p.withdrawals.push(record.withdrawalId);
        }
        records.push(record);
      }

      async function play(p: (typeof players)[number], first: number) {
        const ids = [...p.tournaments];
        if (!ids.length) return;
        const tid = pick(ids);
        const matches = await send('my_matches', first, 'GET', `/tournaments/${tid}/my_matches/`, p.token);
        const open = list(matches.body).filter((m) => m.status === 'IN_PROGRESS');
        if (!open.length) return;
        const game = await send('current_game', first, 'GET', `/matches/${pick(open).id}/current_game/`, p.token);
        if (game.status !== 200 || !game.body?.id) return;
        await send('submit_choice', first, 'POST', `/games/${game.body.id}/submit_choice/`, p.token, {
          choice: pick(CHOICES),
        });
      }

      async function client(index: number) {
        const p = players[index];
        let n = 0;
        while (Date.now() < stopAt) {
          const first = (index + n++) % 2;
          const roll = Math.random();
          if (roll < 0.3) await moneyPost('deposit', p, first, 100 + Math.floor(Math.random() * 4900));
          else if (roll < 0.42) await moneyPost('withdraw', p, first, 1000 + Math.floor(Math.random() * 1500));
          else if (roll < 0.48) {
            if (p.withdrawals.length) {
              await send(
                'request_cancellation',
                first,
                'POST',
                '/economy/wallet/request_cancellation/',
                p.token,
                { withdrawal_id: pick(p.withdrawals), reason: 'CHANGED_MIND' },
                { 'Idempotency-Key': `rel-${runTag}-c${++seq}` },
              );
            }
          } else if (roll < 0.56) {
            const res = await send('create_tournament', first, 'POST', '/tournaments/', p.token, {
              name: `Rel ${runTag} ${seq++}`,
              entry_fee: (1 + Math.floor(Math.random() * 5)).toFixed(2),
              max_players: pick([2, 2, 4]),
              game_mode: 'BLITZ',
            });
            if (res.status === 201 && res.body?.id) p.tournaments.add(res.body.id);
          } else if (roll < 0.7) {
            const open = list((await send('available', first, 'GET', '/tournaments/available/', p.token)).body);
            if (open.length) {
              const t = pick(open);
              const res = await send('join', first, 'POST', `/tournaments/${t.id}/join/`, p.token, {});
              if (res.status >= 200 && res.status < 300) p.tournaments.add(t.id);
            }
          } else if (roll < 0.74) {
            const mine = [...p.tournaments];
            if (mine.length)
              await send('cancel_tournament', first, 'POST', `/tournaments/${pick(mine)}/cancel/`, p.token, {});
          } else if (roll < 0.8) {
            const mine = [...p.tournaments];
            if (mine.length) {
              const tid = pick(mine);
              const res = await send('leave_tournament', first, 'POST', `/tournaments/${tid}/leave/`, p.token, {});
              if (res.status === 200) p.tournaments.delete(tid);
            }
          } else await play(p, first);
          await sleep(20 + Math.random() * 80);
        }
      }

      async function admin() {
        let n = 0;
        while (Date.now() < stopAt) {
          const first = n++ % 2;
          const pending = list(
            (await send('admin_list', first, 'GET', '/admin/withdrawals/?status=PENDING', adminToken)).body,
          );
          if (pending.length) {
            const w = pick(pending);
            const action = w.cancellation_requested
              ? pick(['approve_cancellation', 'deny_cancellation'])
              : pick(['approve', 'approve', 'reject']);
            await send(`admin_${action}`, first, 'POST', `/admin/withdrawals/${w.id}/${action}/`, adminToken, {
              admin_notes: 'reliability',
              // The approval that releases the money carries the payment's reference (issue 30 §3).
              ...(action === 'approve' ? { payout_reference: `REL-${w.id}` } : {}),
            });
          }
          await sleep(100 + Math.random() * 200);
        }
      }

      // --- checker ------------------------------------------------------------------------------------------
      async function check(label: string): Promise<boolean> {
        try {
          const [row] = await sql<{ total: string; negative: string; ever: string }>(
            `SELECT (SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts) AS total,
                  (SELECT count(*) FROM ledger_accounts WHERE kind = 'WALLET' AND balance < 0) AS negative,
                  (SELECT count(*) FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
                    WHERE a.kind = 'WALLET' AND p.balance_after < 0) AS ever`,
          );
          stats.checks.run++;
          if (Number(row.total) !== 0) stats.checks.violations.push(`${label}: trial balance ${row.total}`);
          if (Number(row.negative) || Number(row.ever))
            stats.checks.violations.push(`${label}: negative wallets now ${row.negative}, ever ${row.ever}`);
          return true;
        } catch {
          stats.checks.skipped++; // the database is down or the session was terminated: check again later
          return false;
        }
      }
      async function checker() {
        while (Date.now() < stopAt) {
          await check(`t+${Math.round((Date.now() - stopAt) / 1000 + SECONDS)}s`);
          await sleep(2000);
        }
      }

      // --- nemesis ------------------------------------------------------------------------------------------
      const faultLog: string[] = [];
      async function nemesis() {
        await sleep(1500);
        while (Date.now() < stopAt) {
          const kinds = postgres ? ['kill', 'kill', 'terminate', 'terminate', 'pgRestart'] : ['kill', 'terminate'];
          const kind = pick(kinds);
          const at = `${((Date.now() - (stopAt - SECONDS * 1000)) / 1000).toFixed(1)}s`;
          if (kind === 'kill') {
            const victim = pick(instances);
            await victim.kill();
            await sleep(300 + Math.random() * 1500);
            victim.start();
            await victim.waitReady(120_000);
          } else if (kind === 'terminate') {
            await queryOnce(
              adminUrl,
              'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
              [dbName],
            ).catch(() => undefined);
          } else if (postgres) {
            await postgres.restart(300 + Math.random() * 1500);
          }
          stats.faults[kind]++;
          faultLog.push(`${at} ${kind}`);
          await sleep(1500 + Math.random() * 2500);
        }
      }

      const started = Date.now();
      await Promise.all([...players.map((_, i) => client(i)), admin(), checker(), nemesis()]);
      const workloadMs = Date.now() - started;

      // --- settle: both instances up, every filled tournament finished ---------------------------------------
      for (const instance of instances) {
        if (!instance.running) instance.start();
        await instance.waitReady(120_000);
      }
      await eventually(
        async () => {
          const [row] = await sql<{ n: string }>("SELECT count(*) AS n FROM tournaments WHERE status = 'ACTIVE'");
          return Number(row.n) === 0 ? true : undefined;
        },
        { timeout: SETTLE_BOUND_MS, interval: 1000, what: 'every filled tournament completes after the nemesis stops' },
      ).catch(async (error: unknown) => {
        const stuck = await sql(
          "SELECT id, current_players, max_players FROM tournaments WHERE status = 'ACTIVE' LIMIT 20",
        ).catch(() => []);
        // What a stuck tournament's matches and games look like, and the events not yet delivered: the cause.
        const matches = await sql(
          `SELECT m.id, m.tournament_id, m.round_number, m.status, m.player1_id, m.player2_id, m.winner_id,
                  (SELECT json_agg(json_build_object('id', g.id, 'n', g.game_number, 'status', g.status,
                          'deadlines', json_build_array(g.player1_deadline, g.player2_deadline), 'winner', g.winner_id)) FROM games g WHERE g.match_id = m.id) AS games
             FROM matches m JOIN tournaments t ON t.id = m.tournament_id WHERE t.status = 'ACTIVE' ORDER BY m.id`,
        ).catch((e: unknown) => [String(e)]);
        const pending = await sql(
          `SELECT id, type, aggregate_id, attempts, pending_listeners, left(last_error, 200) AS last_error
             FROM domain_events WHERE dispatched_at IS NULL ORDER BY id DESC LIMIT 20`,
        ).catch((e: unknown) => [String(e)]);
        throw new Error(
          `${(error as Error).message}; still ACTIVE: ${JSON.stringify(stuck)}; matches: ${JSON.stringify(matches)}; undelivered: ${JSON.stringify(pending)}`,
        );
      });
      // The relay may still be paying the last prizes: wait until each COMPLETED tournament has its prize entry.
      await eventually(
        async () => {
          const [row] = await sql<{ n: string }>(
            `SELECT count(*) AS n FROM tournaments t WHERE t.status = 'COMPLETED'
              AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'prize:' || t.id)`,
          );
          return Number(row.n) === 0 ? true : undefined;
        },
        { timeout: 60_000, interval: 1000, what: 'every completed tournament has its prize entry' },
      ).catch(() => undefined); // reported by the check below

      // --- final checks ---------------------------------------------------------------------------------------
      const problems: string[] = [];
      await eventually(async () => ((await check('final')) ? true : undefined), {
        timeout: 30_000,
        interval: 250,
        what: 'final ledger check',
      });

      const deposits = new Map(
        (
          await sql<{ key: string; n: string; amount: string }>(
            `SELECT e.idempotency_key AS key, count(DISTINCT e.id) AS n, SUM(p.amount) AS amount FROM ledger_entries e
             JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'WALLET'
            WHERE e.type = 'DEPOSIT' GROUP BY e.idempotency_key`,
          )
        ).map((r) => [r.key, r]),
      );
      const withdrawals = await sql<{
        id: number;
        user_id: number;
        idempotency_key: string | null;
        status: string;
        amount: string;
      }>('SELECT id, user_id, idempotency_key, status, amount FROM withdrawal_requests');
      const entryKeys = new Map(
        (
          await sql<{ key: string; type: string; n: string }>(
            'SELECT idempotency_key AS key, type, count(*) AS n FROM ledger_entries GROUP BY 1, 2',
          )
        ).map((r) => [r.key, r]),
      );
      const attempted = new Set(records.filter((r) => r.kind === 'deposit').map((r) => `deposit:${r.userId}:${r.key}`));
      const tally = { depositsAcked: 0, depositsUnknownApplied: 0, withdrawalsAcked: 0 };
      for (const r of records) {
        if (r.kind === 'deposit') {
          const found = deposits.get(`deposit:${r.userId}:${r.key}`);
          const n = Number(found?.n ?? 0);
          if (r.outcome === 'ack') tally.depositsAcked++;
          if (r.outcome === 'unknown' && n) tally.depositsUnknownApplied++;
          if (r.outcome === 'ack' && n !== 1) problems.push(`acknowledged deposit ${r.key} posted ${n} times`);
          if (r.outcome === 'refused' && n !== 0) problems.push(`refused deposit ${r.key} posted ${n} times`);
          if (n > 1) problems.push(`deposit ${r.key} posted ${n} times`);
          if (n && Number(found!.amount) !== r.cents)
            problems.push(`deposit ${r.key} posted ${found!.amount} cents, asked ${r.cents}`);
        } else {
          const rows = withdrawals.filter((w) => w.user_id === r.userId && w.idempotency_key === r.key);
          if (r.outcome === 'ack') tally.withdrawalsAcked++;
          if (r.outcome === 'ack' && (rows.length !== 1 || rows[0].id !== r.withdrawalId)) {
            problems.push(`acknowledged withdrawal ${r.key} (id ${r.withdrawalId}) has ${rows.length} requests`);
          }
          if (r.outcome === 'refused' && rows.length)
            problems.push(`refused withdrawal ${r.key} has ${rows.length} requests`);
          if (rows.length > 1) problems.push(`withdrawal ${r.key} has ${rows.length} requests`);
          for (const w of rows)
            if (cents(w.amount) !== r.cents && Number(w.amount) !== r.cents)
              problems.push(`withdrawal ${w.id} amount ${w.amount}, asked ${r.cents} cents`);
        }
      }
      for (const [key] of deposits) {
        if (key.includes(`:rel-${runTag}-`) && !attempted.has(key)) problems.push(`deposit ${key} that no client sent`);
      }
      for (const w of withdrawals) {
        const has = (suffix: string) => Number(entryKeys.get(`withdrawal:${w.id}:${suffix}`)?.n ?? 0);
        if (has('hold') !== 1) problems.push(`withdrawal ${w.id} has ${has('hold')} hold entries`);
        const payout = w.status === 'APPROVED' ? 1 : 0;
        const refund = w.status === 'REJECTED' || w.status === 'CANCELED' ? 1 : 0;
        if (has('payout') !== payout || has('refund') !== refund) {
          problems.push(`withdrawal ${w.id} is ${w.status} with ${has('payout')} payouts and ${has('refund')} refunds`);
        }
      }
      const tournaments = await sql<{ id: number; status: string; prizes: string; escrow: string | null }>(
        `SELECT t.id, t.status,
              (SELECT count(*) FROM ledger_entries e WHERE e.type = 'TOURNAMENT_WIN' AND e.idempotency_key = 'prize:' || t.id) AS prizes,
              (SELECT balance FROM ledger_accounts a WHERE a.kind = 'ESCROW' AND a.tournament_id = t.id) AS escrow
         FROM tournaments t`,
      );
      const byStatus: Record<string, number> = {};
      for (const t of tournaments) {
        byStatus[t.status] = (byStatus[t.status] ?? 0) + 1;
        const expectedPrizes = t.status === 'COMPLETED' ? 1 : 0;
        if (Number(t.prizes) !== expectedPrizes)
          problems.push(`tournament ${t.id} (${t.status}) has ${t.prizes} prize entries`);
        if ((t.status === 'COMPLETED' || t.status === 'CANCELLED') && Number(t.escrow ?? 0) !== 0) {
          problems.push(`tournament ${t.id} (${t.status}) keeps ${t.escrow} in escrow`);
        }
        if (t.status === 'ACTIVE') problems.push(`tournament ${t.id} is still ACTIVE`);
      }
      // Seats and money per tournament: every fee paid for a seat no longer held came back exactly once (leaves,
      // cancellations, fill deadlines), seats match the counter, and no overdue tournament was left unswept.
      const seatBooks = await sql<{
        id: number;
        status: string;
        current_players: number;
        seats: string;
        fees: string;
        refunds: string;
        overdue: boolean;
      }>(
        `SELECT t.id, t.status, t.current_players, t.registration_closes_at <= clock_timestamp() - interval '5 seconds' AS overdue,
              (SELECT count(*) FROM tournament_participants p WHERE p.tournament_id = t.id) AS seats,
              (SELECT count(*) FROM ledger_entries e JOIN ledger_postings lp ON lp.entry_id = e.id JOIN ledger_accounts a ON a.id = lp.account_id
                WHERE e.idempotency_key LIKE 'fee:' || t.id || ':%' AND a.kind = 'WALLET') AS fees,
              (SELECT count(*) FROM ledger_entries e JOIN ledger_postings lp ON lp.entry_id = e.id JOIN ledger_accounts a ON a.id = lp.account_id
                WHERE e.idempotency_key LIKE 'refund:' || t.id || ':%' AND a.kind = 'WALLET') AS refunds
         FROM tournaments t`,
      );
      for (const t of seatBooks) {
        const [seats, fees, refunds] = [Number(t.seats), Number(t.fees), Number(t.refunds)];
        if (seats !== t.current_players)
          problems.push(`tournament ${t.id} counts ${t.current_players} players on ${seats} seats`);
        const kept = t.status === 'CANCELLED' ? 0 : seats;
        if (fees - refunds !== kept)
          problems.push(
            `tournament ${t.id} (${t.status}) took ${fees} fees and made ${refunds} refunds for ${kept} seats held`,
          );
        if (t.status === 'PENDING' && t.overdue)
          problems.push(`tournament ${t.id} is still PENDING past its registration deadline`);
      }
      const [deadlines] = await sql<{ n: string }>(
        "SELECT count(*) AS n FROM domain_events WHERE type = 'TournamentCancelled' AND payload->>'reason' = 'fill_deadline'",
      );
      stats.byOp.deadline_cancellations = Number(deadlines.n);
      const verify = await ledgerVerify(databaseUrl);
      if (verify.code !== 0) problems.push(`ledger-verify exit ${verify.code}: ${verify.output}`);
      const crashes = instances.flatMap((i) => i.unexpectedExits);
      problems.push(...stats.checks.violations, ...crashes);

      const [money] = await sql<{ deposited: string; paid_out: string }>(
        `SELECT -(SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts WHERE kind = 'SYSTEM' AND key LIKE 'system:CASH_IN%') AS deposited,
              (SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts WHERE key = 'system:CASH_OUT') AS paid_out`,
      ).catch(() => [{ deposited: '?', paid_out: '?' }]);
      const summary = [
        `bank: ${CLIENTS} clients + 1 admin, 2 instances, ${SECONDS} s of faults (workload ${(workloadMs / 1000).toFixed(0)} s), PostgreSQL ${postgres ? 'owned by the harness' : 'from DATABASE_URL (no restart fault)'}`,
        `  requests ${stats.requests}, HTTP attempts ${stats.attempts}, retries ${stats.retries}, answered 2xx ${stats.acks}, 4xx ${stats.refusals} (409: ${stats.conflicts409}), no answer after retries ${stats.indeterminate}`,
        `  by operation: ${Object.entries(stats.byOp)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}`,
        `  money POSTs: deposits ${records.filter((r) => r.kind === 'deposit').length} (acked ${tally.depositsAcked}, unanswered but applied ${tally.depositsUnknownApplied}), withdrawals ${records.filter((r) => r.kind === 'withdraw').length} (acked ${tally.withdrawalsAcked})`,
        `  ledger: deposited ${deposited(money.deposited)}, paid out ${deposited(money.paid_out)}, ${withdrawals.length} withdrawals, tournaments ${JSON.stringify(byStatus)}`,
        `  faults: SIGKILL+restart ${stats.faults.kill}, pg_terminate_backend ${stats.faults.terminate}, PostgreSQL restart ${stats.faults.pgRestart}; instance starts A=${instances[0].starts} B=${instances[1].starts}`,
        `  checks during the run: ${stats.checks.run} (skipped while the database was down: ${stats.checks.skipped}); final: deposits/withdrawals exactly once, ${tournaments.length} tournaments paid once, ledger-verify exit ${verify.code}`,
        `  5xx answers (retried): ${
          Object.keys(stats.fiveXX).length
            ? Object.entries(stats.fiveXX)
                .map(([k, v]) => `${v}x ${k}`)
                .join('; ')
            : 'none'
        }`,
        `  problems: ${problems.length ? problems.slice(0, 20).join('; ') : 'none'}`,
      ];
      console.log(summary.join('\n') + `\n  fault log: ${faultLog.join(', ')}\n  app logs: ${logDir}`);
      if (LONG) writeFigures('bank', summary);

      expect(problems).toEqual([]);
      expect(stats.acks).toBeGreaterThan(0);
    },
    TEST_TIMEOUT_MS,
  );
});

function deposited(centsText: string): string {
  const n = Number(centsText);
  return Number.isFinite(n) ? (n / 100).toFixed(2) : centsText;
}
