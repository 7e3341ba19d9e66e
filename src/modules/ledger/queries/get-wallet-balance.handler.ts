import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { db, first } from '../../../shared/database/query.js';
import { centsFromDb, ZERO_CENTS, type Cents } from '../../../shared/money/money.js';
import { GetWalletBalance } from '../contracts/ledger.queries.js';
import { wallet } from '../contracts/ledger.types.js';
import { accountKey } from '../domain/account-key.js';

@QueryHandler(GetWalletBalance)
export class GetWalletBalanceHandler implements IQueryHandler<GetWalletBalance> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetWalletBalance): Promise<Cents> {
    const row = await first(
      this.em,
      db(this.em)
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('key', '=', accountKey(wallet(userId))),
    );
    return row ? centsFromDb(row.balance) : ZERO_CENTS;
  }
}
