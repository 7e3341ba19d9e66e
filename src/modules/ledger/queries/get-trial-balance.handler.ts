import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
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
      db(this.em)
        .selectFrom('ledger_accounts')
        .select((eb) => [
          eb.fn.min('id').as('id'),
          'kind',
          'name',
          eb.fn.min('user_id').as('user_id'),
          eb.fn.sum<string>('balance').as('balance'),
        ])
        .groupBy(['kind', 'name'])
        .orderBy((eb) => eb.fn.min('id')),
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
