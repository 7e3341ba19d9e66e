import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { centsFromDb, ZERO_CENTS } from '../../../shared/money/money.js';
import { GetPlayerMoney, type PlayerMoney } from '../contracts/ledger.queries.js';
import { receivable, wallet } from '../contracts/ledger.types.js';
import { accountKey } from '../domain/account-key.js';

@QueryHandler(GetPlayerMoney)
export class GetPlayerMoneyHandler implements IQueryHandler<GetPlayerMoney> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, lock }: GetPlayerMoney): Promise<PlayerMoney> {
    const walletKey = accountKey(wallet(userId));
    const owedKey = accountKey(receivable(userId));
    // Id order, as the posting path locks: the later PostTransfer re-locks the same rows without a deadlock.
    const query = db(this.em)
      .selectFrom('ledger_accounts')
      .select(['key', 'balance'])
      .where('key', 'in', [walletKey, owedKey])
      .orderBy('id');
    const rows = await all(this.em, lock ? query.forUpdate() : query);
    const balanceOf = (key: string) => {
      const row = rows.find((r) => r.key === key);
      return row ? centsFromDb(row.balance) : ZERO_CENTS;
    };
    return { balance: balanceOf(walletKey), owed: balanceOf(owedKey) };
  }
}
