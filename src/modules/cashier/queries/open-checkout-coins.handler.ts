import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { db, first } from '../../../shared/database/query.js';
import { centsFromDb, type Cents } from '../../../shared/money/money.js';
import { GetOpenCheckoutCoins } from '../contracts/cashier.queries.js';
import { CHECKOUT_MINUTES, CHECKOUT_NOTICE_GRACE_MINUTES } from '../domain/deposit-options.js';

@QueryHandler(GetOpenCheckoutCoins)
export class GetOpenCheckoutCoinsHandler implements IQueryHandler<GetOpenCheckoutCoins> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, now }: GetOpenCheckoutCoins): Promise<Cents> {
    // A checkout's expiry notice may never come; past its close and the grace, it cannot be paid any more.
    const openedSince = new Date(now.getTime() - (CHECKOUT_MINUTES + CHECKOUT_NOTICE_GRACE_MINUTES) * 60_000);
    const row = await first(
      this.em,
      db(this.em)
        .selectFrom('deposits')
        .select((eb) => eb.fn.sum<string | null>('amount').as('coins'))
        .where('user_id', '=', userId)
        .where('status', '=', 'PENDING')
        .where('checkout_reference', 'is not', null)
        .where('created_at', '>', openedSince.toISOString()),
    );
    return centsFromDb(row?.coins);
  }
}
