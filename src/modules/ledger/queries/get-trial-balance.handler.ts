import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { formatCents } from '../../../shared/money/money.js';
import { GetTrialBalance, type TrialBalance } from '../contracts/ledger.queries.js';

interface Row {
  id: string;
  kind: string;
  name: string;
  balance: string;
}

/** Every account's balance and their sum, which double entry keeps at zero. */
@QueryHandler(GetTrialBalance)
export class GetTrialBalanceHandler implements IQueryHandler<GetTrialBalance> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<TrialBalance> {
    // Shards of one account (cash in) share its name and are reported as the one account they are.
    const rows = await this.em.execute<Row[]>(
      'SELECT min(id) AS id, kind, name, sum(balance) AS balance FROM ledger_accounts GROUP BY kind, name ORDER BY min(id)',
    );
    const total = rows.reduce((sum, row) => sum + Number(row.balance), 0);
    return {
      accounts: rows.map((row) => ({ id: Number(row.id), kind: row.kind, name: row.name, balance: formatCents(Number(row.balance)) })),
      total: formatCents(total),
    };
  }
}
