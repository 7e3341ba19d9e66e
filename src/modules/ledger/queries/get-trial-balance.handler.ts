import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { formatCents } from '../../../shared/money/money.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { GetTrialBalance, type TrialBalance, type TrialBalanceAccount } from '../contracts/ledger.queries.js';

interface Row {
  id: string;
  kind: string;
  name: string;
  user_id: number | null;
  balance: string;
}

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
    const rows = await this.em.execute<Row[]>(
      'SELECT min(id) AS id, kind, name, min(user_id) AS user_id, sum(balance) AS balance FROM ledger_accounts GROUP BY kind, name ORDER BY min(id)',
    );
    const owners = rows
      .filter((row) => row.kind === 'WALLET' && row.user_id !== null)
      .map((row) => Number(row.user_id));
    const users = await this.queries.execute(new GetUserSummaries(owners));
    const total = rows.reduce((sum, row) => sum + Number(row.balance), 0);
    return {
      accounts: rows.map((row) => {
        const account: TrialBalanceAccount = {
          id: Number(row.id),
          kind: row.kind,
          name: row.name,
          balance: formatCents(Number(row.balance)),
        };
        if (row.kind === 'WALLET' && row.user_id !== null) {
          account.user_id = row.user_id;
          account.username = users.get(row.user_id)?.username ?? null;
        }
        return account;
      }),
      total: formatCents(total),
    };
  }
}
