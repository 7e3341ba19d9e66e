import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { transaction } from '../../../shared/transaction.js';
import { unknownPayment } from './provider-notices.command.js';
import { lockDeposit } from '../persistence/deposit.repository.js';
import { coinPriceOf } from './deposit-price.provider.js';
import { DepositBooks } from './deposit-books.js';
import { RefundDeposit } from './provider-notices.command.js';

/**
 * Takes back what a refund returned to the payer. Providers report the total refunded so far, so each step
 * takes only the part not yet taken, under a key naming the new total: a replay (or an older notice arriving
 * late) takes nothing.
 */
@CommandHandler(RefundDeposit)
export class RefundDepositHandler implements ICommandHandler<RefundDeposit> {
  constructor(
    private readonly em: EntityManager,
    private readonly books: DepositBooks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ provider, paymentReference, totalRefunded }: RefundDeposit) {
    await transaction(this.em, async (em) => {
      const deposit = await lockDeposit(em, { provider, paymentReference, status: 'COMPLETED' });
      // Notices may arrive before the payment's own (Stripe does not promise an order): a non-2xx answer has
      // the provider deliver this one again later, by when the payment is known.
      if (!deposit) throw unknownPayment();
      const fresh = deposit.refundUpTo(coinPriceOf(this.config).coinsFor(totalRefunded));
      if (fresh <= 0) return;
      await em.flush();
      await this.books.takeBack(
        em,
        deposit,
        `deposit:${deposit.id}:refunded-to:${deposit.amountRefunded}`,
        'refund',
        fresh,
      );
    });
  }
}
