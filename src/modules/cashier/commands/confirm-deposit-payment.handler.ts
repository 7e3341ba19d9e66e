import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { DepositFailed } from '../contracts/cashier.events.js';
import { lockDeposit } from '../persistence/deposit.repository.js';
import { coinPriceOf } from './deposit-price.provider.js';
import { DepositBooks } from './deposit-books.js';
import { ConfirmDepositPayment } from './provider-notices.command.js';

/**
 * Credits a paid checkout once: the coins are what the provider says was paid, converted, not what was
 * asked. A replayed notice, or a second one for the same checkout, finds the deposit COMPLETED and does nothing.
 */
@CommandHandler(ConfirmDepositPayment)
export class ConfirmDepositPaymentHandler implements ICommandHandler<ConfirmDepositPayment> {
  private readonly logger = new Logger('Cashier');

  constructor(
    private readonly em: EntityManager,
    private readonly books: DepositBooks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ provider, checkoutReference, paid, currency, paymentReference }: ConfirmDepositPayment) {
    await transaction(this.em, async (em) => {
      const deposit = await lockDeposit(em, { provider, checkoutReference });
      if (!deposit) {
        this.logger.warn(`A ${provider} payment for an unknown checkout was ignored`);
        return;
      }
      if (currency.toUpperCase() !== deposit.currency) {
        // Coins have a price in one currency only; a payment in another needs a person, not a guess.
        this.logger.error(`Deposit #${deposit.id} was paid in ${currency}, not ${deposit.currency}: not credited`);
        if (deposit.fail()) {
          await em.flush();
          await recordEvents(
            em,
            raise(DepositFailed, deposit.id, { depositId: deposit.id, userId: deposit.userId, amount: deposit.amount }),
          );
        }
        return;
      }
      if (!deposit.complete(coinPriceOf(this.config).coinsFor(paid), paymentReference)) return;
      await em.flush();
      await this.books.credit(em, deposit);
    });
  }
}
