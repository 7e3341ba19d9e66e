import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { centsFromDb, ZERO_CENTS, type Cents } from '../../../shared/money/money.js';
import { GetWalletBalance } from '../contracts/ledger.queries.js';
import { wallet } from '../contracts/ledger.types.js';
import { accountKey } from '../domain/account-key.js';

@QueryHandler(GetWalletBalance)
export class GetWalletBalanceHandler implements IQueryHandler<GetWalletBalance> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetWalletBalance): Promise<Cents> {
    const rows = await this.em.execute<{ balance: string }[]>('SELECT balance FROM ledger_accounts WHERE key = ?', [
      accountKey(wallet(userId)),
    ]);
    return rows.length ? centsFromDb(rows[0].balance) : ZERO_CENTS;
  }
}
