import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all, type Row } from '../../../shared/database/query.js';
import { centsFromDb, formatCents, sumCents } from '../../../shared/money/money.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { GetTrialBalance, type TrialBalance, type TrialBalanceAccount } from '../contracts/ledger.queries.js';

/** Every account's balance and their sum, which double entry keeps at zero; wallets carry their owner's name. */
@QueryHandler(GetTrialBalance)
export class GetTrialBalanceHandler implements IQueryHandler<GetTrialBalance> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute(): Promise<TrialBalance> {
    // Shards of one account (cash in) share its name and are reported as the one account they are; the id is
    // the first shard's, whose statement covers them all.
    const rows = await all(
      this.em,
      sql<Pick<Row<'ledger_accounts'>, 'id' | 'kind' | 'name' | 'user_id' | 'balance'>>`
        SELECT min(id) AS id, kind, name, min(user_id) AS user_id, sum(balance) AS balance
          FROM ledger_accounts GROUP BY kind, name ORDER BY min(id)`,
    );
    const owners = rows
      .filter((row) => (row.kind === 'WALLET' || row.kind === 'RECEIVABLE') && row.user_id !== null)
      .map((row) => Number(row.user_id));
    const users = await this.queries.execute(new GetUserSummaries(owners));
    const total = sumCents(rows.map((row) => centsFromDb(row.balance)));
    return {
      accounts: rows.map((row) => {
        const account: TrialBalanceAccount = {
          id: Number(row.id),
          kind: row.kind,
          name: row.name,
          balance: formatCents(centsFromDb(row.balance)),
        };
        if ((row.kind === 'WALLET' || row.kind === 'RECEIVABLE') && row.user_id !== null) {
          account.user_id = row.user_id;
          account.username = users.get(row.user_id)?.username ?? null;
        }
        return account;
      }),
      total: formatCents(total),
    };
  }
}
