import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all, type Row } from '../../../shared/database/query.js';
import { centsFromDb } from '../../../shared/money/money.js';
import { GetWageringSummaries, type WageringSummary } from '../contracts/ledger.queries.js';
import { wallet } from '../contracts/ledger.types.js';
import { accountKey } from '../domain/account-key.js';

/**
 * One statement for a page of users, over their wallets' postings: deposits in, fees out (negative on the wallet)
 * and fee refunds back in, since the first deposit. Read from the ledger, the one record of what moved.
 */
@QueryHandler(GetWageringSummaries)
export class GetWageringSummariesHandler implements IQueryHandler<GetWageringSummaries> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetWageringSummaries): Promise<Map<number, WageringSummary>> {
    if (userIds.length === 0) return new Map();
    const keys = userIds.map((id) => accountKey(wallet(id)));
    const rows = await all(
      this.em,
      sql<{
        user_id: number;
        first_deposit_at: Row<'ledger_postings'>['created_at'];
        deposited: string;
        fees_spent: string;
      }>`
      WITH moves AS (
         SELECT a.user_id, e.type, p.amount, p.created_at
           FROM ledger_accounts a
           JOIN ledger_postings p ON p.account_id = a.id
           JOIN ledger_entries e ON e.id = p.entry_id
          WHERE a.key IN (${sql.join(keys)}) AND e.type IN ('DEPOSIT', 'TOURNAMENT_FEE', 'TOURNAMENT_REFUND')
       ), firsts AS (
         SELECT user_id, min(created_at) AS first_deposit_at FROM moves WHERE type = 'DEPOSIT' GROUP BY user_id
       )
       SELECT f.user_id, f.first_deposit_at,
              coalesce(sum(m.amount) FILTER (WHERE m.type = 'DEPOSIT'), 0) AS deposited,
              coalesce(-sum(m.amount) FILTER (WHERE m.type <> 'DEPOSIT' AND m.created_at >= f.first_deposit_at), 0)
                AS fees_spent
         FROM firsts f JOIN moves m ON m.user_id = f.user_id
        GROUP BY f.user_id, f.first_deposit_at`,
    );
    return new Map(
      rows.map((row) => [
        row.user_id,
        {
          firstDepositAt: new Date(row.first_deposit_at),
          deposited: centsFromDb(row.deposited),
          feesSpent: centsFromDb(row.fees_spent),
        },
      ]),
    );
  }
}
