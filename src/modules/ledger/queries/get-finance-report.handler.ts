import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { nextDay } from '../../../shared/calendar/calendar-day.js';
import { all } from '../../../shared/database/query.js';
import { ReadsFromReplica } from '../../../shared/database/replica-reads.js';
import { centsFromDb, type Cents } from '../../../shared/money/money.js';
import { system } from '../contracts/ledger.types.js';
import { GetFinanceReport, type FinanceReport } from '../contracts/finance-report.query.js';
import { accountKey, accountRowKeys } from '../domain/account-key.js';
import { resolveFinancePeriod } from '../domain/finance-period.js';
import {
  buildFinanceReport,
  LATER_THAN_PERIOD,
  type FinanceBucket,
  type FinanceMovement,
} from '../domain/finance-report.js';

/** A bucket's balance now (`day` null) or what its postings of one type added on one day. */
interface FinanceRow {
  day: string | null;
  bucket: FinanceBucket;
  type: string | null;
  total: string;
}

/**
 * The accounts grouped as the report reads them. The house's promotions account (the guarantees' overlays, issue
 * 32 §2) is the house's too: its balance is what they cost, so the house figure is the rake kept less that, and the
 * operator's position still reconciles with what crossed the boundary. The receivable's kind is matched as text: it is the cashier's
 * (issue 24), and the report must not break while a database has none.
 */
function bucketOf() {
  return sql<FinanceBucket>`CASE
    WHEN kind = 'WALLET' THEN 'wallets'
    WHEN kind = 'ESCROW' THEN 'escrow'
    WHEN kind = 'RECEIVABLE' THEN 'receivables'
    WHEN key = ANY(${[...accountRowKeys(accountKey(system('CASH_IN')))]}::text[]) THEN 'cash_in'
    WHEN key = ${accountKey(system('CASH_OUT'))} THEN 'cash_out'
    WHEN key = ${accountKey(system('WITHDRAWAL_HOLDS'))} THEN 'holds'
    WHEN key = ${accountKey(system('HOUSE'))} THEN 'house'
    WHEN key = ${accountKey(system('PROMOTIONS'))} THEN 'house'
    ELSE 'other' END`;
}

/**
 * One statement, so the balances and the postings are one snapshot: every bucket's balance now, and per UTC day
 * since the period's start, bucket and entry type, the sum of the postings (anything after the period in one
 * bucket of its own). The postings are found by their time (index `ledger_postings_created_at`).
 */
@QueryHandler(GetFinanceReport)
@ReadsFromReplica()
export class GetFinanceReportHandler implements IQueryHandler<GetFinanceReport> {
  constructor(private readonly em: EntityManager) {}

  async execute(asked: GetFinanceReport): Promise<FinanceReport> {
    const { from, to } = resolveFinancePeriod(asked, new Date());
    const start = `${from}T00:00:00Z`;
    const end = `${nextDay(to)}T00:00:00Z`;
    const rows = await all(
      this.em,
      sql<FinanceRow>`
        WITH accounts AS (SELECT id, balance, ${bucketOf()} AS bucket FROM ledger_accounts)
        SELECT NULL::text AS day, bucket, NULL::text AS type, sum(balance)::text AS total
          FROM accounts GROUP BY bucket
        UNION ALL
        SELECT CASE WHEN p.created_at >= ${end}::timestamptz THEN ${LATER_THAN_PERIOD}::text
                    ELSE to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') END AS day,
               a.bucket, e.type, sum(p.amount)::text AS total
          FROM ledger_postings p
          JOIN accounts a ON a.id = p.account_id
          JOIN ledger_entries e ON e.id = p.entry_id
         WHERE p.created_at >= ${start}::timestamptz
         GROUP BY 1, 2, 3`,
    );
    const current = new Map<FinanceBucket, Cents>();
    const movements: FinanceMovement[] = [];
    for (const row of rows) {
      if (row.day === null) current.set(row.bucket, centsFromDb(row.total));
      else movements.push({ day: row.day, bucket: row.bucket, type: row.type ?? '', total: centsFromDb(row.total) });
    }
    return buildFinanceReport({ from, to }, current, movements);
  }
}
