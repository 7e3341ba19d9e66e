import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetWalletBalances } from '../contracts/ledger.queries.js';
import { wallet } from '../contracts/ledger.types.js';
import { accountKey } from '../domain/account-key.js';

@QueryHandler(GetWalletBalances)
export class GetWalletBalancesHandler implements IQueryHandler<GetWalletBalances> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetWalletBalances): Promise<Map<number, number>> {
    const balances = new Map<number, number>(userIds.map((id) => [id, 0]));
    if (userIds.length === 0) return balances;
    const keys = userIds.map((id) => accountKey(wallet(id)));
    const rows = await this.em.execute<{ key: string; balance: string }[]>(
      'SELECT key, balance FROM ledger_accounts WHERE key IN (?)',
      [keys],
    );
    const byKey = new Map(rows.map((row) => [row.key, Number(row.balance)]));
    for (const id of userIds) balances.set(id, byKey.get(accountKey(wallet(id))) ?? 0);
    return balances;
  }
}
