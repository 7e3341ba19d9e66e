import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { centsFromDb, ZERO_CENTS, type Cents } from '../../../shared/money/money.js';
import { GetWalletBalances } from '../contracts/ledger.queries.js';
import { wallet } from '../contracts/ledger.types.js';
import { accountKey } from '../domain/account-key.js';

@QueryHandler(GetWalletBalances)
export class GetWalletBalancesHandler implements IQueryHandler<GetWalletBalances> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetWalletBalances): Promise<Map<number, Cents>> {
    const balances = new Map<number, Cents>(userIds.map((id) => [id, ZERO_CENTS]));
    if (userIds.length === 0) return balances;
    const keys = userIds.map((id) => accountKey(wallet(id)));
    const rows = await all(
      this.em,
      db(this.em).selectFrom('ledger_accounts').select(['key', 'balance']).where('key', 'in', keys),
    );
    const byKey = new Map(rows.map((row) => [row.key, centsFromDb(row.balance)]));
    for (const id of userIds) balances.set(id, byKey.get(accountKey(wallet(id))) ?? ZERO_CENTS);
    return balances;
  }
}
