import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { all, one } from '../../../shared/database/query.js';
import type { LedgerAuditReport } from '../contracts/ledger.queries.js';

const SAMPLE = 20;

/**
 * A row a check answers. Every column the checks select is bigint (ids, amounts, counts), numeric (sums) or
 * text, which the driver hands over as text; none is null: sums are coalesced, and an overdrawn account has a
 * posting below zero (the no-overdraft constraint keeps its balance from going below zero without one).
 */
type CheckRow = Record<string, string>;

interface Check {
  name: string;
  sql: RawBuilder<CheckRow>;
  describe(row: CheckRow): string;
}

/**
 * Each check is one statement, so it reads one consistent snapshot even while money keeps moving; a check
 * answers the rows that break its invariant (a sample of them).
 */
const CHECKS: Check[] = [
  {
    name: 'unbalanced entries',
    sql: sql`SELECT e.id, e.idempotency_key, coalesce(sum(p.amount), 0) AS total, count(p.id) AS postings
            FROM ledger_entries e LEFT JOIN ledger_postings p ON p.entry_id = e.id
           GROUP BY e.id HAVING coalesce(sum(p.amount), 0) <> 0 OR count(p.id) < 2
           ORDER BY e.id LIMIT ${SAMPLE}`,
    describe: (r) => `entry ${r.id} (${r.idempotency_key}) sums to ${r.total} over ${r.postings} postings`,
  },
  {
    name: 'balance differs from postings',
    sql: sql`SELECT a.id, a.key, a.balance, coalesce(s.total, 0) AS total, coalesce(s.last_after, 0) AS last_after
            FROM ledger_accounts a
            LEFT JOIN (SELECT account_id, sum(amount) AS total, (array_agg(balance_after ORDER BY id DESC))[1] AS last_after
                         FROM ledger_postings GROUP BY account_id) s ON s.account_id = a.id
           WHERE a.balance <> coalesce(s.total, 0) OR a.balance <> coalesce(s.last_after, 0)
           ORDER BY a.id LIMIT ${SAMPLE}`,
    describe: (r) =>
      `account ${r.key} holds ${r.balance}, its postings sum to ${r.total}, its last balance_after is ${r.last_after}`,
  },
  {
    name: 'broken balance_after chain',
    sql: sql`SELECT id, account_id, balance_after, running FROM (
            SELECT id, account_id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
              FROM ledger_postings) chain
           WHERE balance_after <> running ORDER BY id LIMIT ${SAMPLE}`,
    describe: (r) =>
      `posting ${r.id} on account ${r.account_id} says ${r.balance_after}, the running sum is ${r.running}`,
  },
  {
    name: 'overdrawn accounts',
    sql: sql`SELECT a.key, a.balance, min(p.balance_after) AS lowest
            FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
           WHERE NOT a.allows_negative
           GROUP BY a.id HAVING a.balance < 0 OR min(p.balance_after) < 0
           ORDER BY a.id LIMIT ${SAMPLE}`,
    describe: (r) => `account ${r.key} went below zero (now ${r.balance}, lowest ${r.lowest})`,
  },
  {
    name: 'trial balance',
    sql: sql`SELECT total FROM (SELECT coalesce(sum(balance), 0) AS total FROM ledger_accounts) t WHERE total <> 0`,
    describe: (r) => `the trial balance is ${r.total}, not 0`,
  },
];

/** Re-checks every ledger invariant from the stored rows; tests run it after money scenarios. */
export async function auditLedger(em: EntityManager): Promise<LedgerAuditReport> {
  const problems: string[] = [];
  for (const check of CHECKS) {
    const rows = await all(em, check.sql);
    for (const row of rows) problems.push(`${check.name}: ${check.describe(row)}`);
  }
  const counts = await one(
    em,
    sql<{ accounts: string; entries: string; postings: string }>`
      SELECT (SELECT count(*) FROM ledger_accounts) AS accounts, (SELECT count(*) FROM ledger_entries) AS entries,
             (SELECT count(*) FROM ledger_postings) AS postings`,
  );
  return {
    ok: problems.length === 0,
    problems,
    counts: { accounts: Number(counts.accounts), entries: Number(counts.entries), postings: Number(counts.postings) },
  };
}
