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
    // A checkout's expiry notice may never come; past its close and the grace, it cannot be paid any more. One
    // completed with a payment that settles later counts until that payment arrives or fails, however long.
    const openedSince = new Date(now.getTime() - (CHECKOUT_MINUTES + CHECKOUT_NOTICE_GRACE_MINUTES) * 60_000);
    const row = await first(
      this.em,
      db(this.em)
        .selectFrom('deposits')
        .select((eb) => eb.fn.sum<string | null>('amount').as('coins'))
        .where('user_id', '=', userId)
        .where('status', '=', 'PENDING')
        .where('checkout_reference', 'is not', null)
        .where((eb) =>
          eb.or([eb('created_at', '>', openedSince.toISOString()), eb('awaiting_payment_since', 'is not', null)]),
        ),
    );
    return centsFromDb(row?.coins);
  }
}
