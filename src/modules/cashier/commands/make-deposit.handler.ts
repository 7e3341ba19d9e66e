import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { GetWalletBalance } from '../../ledger/contracts/ledger.queries.js';
import { AssertMayDeposit } from '../../protection/contracts/protection.queries.js';
import { DepositStarted } from '../contracts/cashier.events.js';
import { CoinPrice } from '../domain/coin-price.js';
import { Deposit } from '../domain/deposit.entity.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../domain/payment-provider.js';
import { MAX_DEPOSIT, MIN_DEPOSIT } from '../domain/deposit-options.js';
import { DepositBooks } from './deposit-books.js';
import { MakeDeposit } from './make-deposit.command.js';
import { msg } from '#i18n';

@CommandHandler(MakeDeposit)
export class MakeDepositHandler implements ICommandHandler<MakeDeposit> {
  private readonly price: CoinPrice;

  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly books: DepositBooks,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.price = new CoinPrice(config.payments.currency, config.payments.coinsPerUnit);
  }

  async execute({ userId, amount, idempotencyKey }: MakeDeposit) {
    if (!Number.isSafeInteger(amount) || amount < MIN_DEPOSIT || amount > MAX_DEPOSIT) {
      throw DomainError.validation('amount', msg({ message: 'Enter an amount from 0.01 to 10000.00.' }));
    }
    try {
      return await transaction(this.em, async (em) => {
        // A retry of a deposit already made answers it again (the same Idempotency-Key, without the HTTP store).
        const made = idempotencyKey ? await em.findOne(Deposit, { userId, idempotencyKey }) : null;
        if (made) return { deposit: made, balance: await this.balanceAfter(made) };
        // Date of birth, time-out, self-exclusion and deposit limits, under the player's protection lock until commit.
        await this.queries.execute(new AssertMayDeposit(userId, amount));
        const deposit = new Deposit(
          userId,
          this.provider.name,
          amount,
          this.price.currency,
          this.price.priceOf(amount),
          idempotencyKey,
        );
        await em.persist(deposit).flush();
        if (this.provider.instant) {
          deposit.complete(amount, null);
          await em.flush();
          await this.books.credit(em, deposit);
          return { deposit, balance: await this.balanceAfter(deposit) };
        }
        // Inside the transaction: the checkout's URL reaches the player only once this row is committed, so
        // nobody can pay for a deposit the database never recorded.
        const checkout = await this.provider.startCheckout({
          depositId: deposit.id,
          userId,
          coins: amount,
          price: deposit.price,
          currency: deposit.currency,
          returnUrl: `${this.config.publicUrl}/wallet?deposit=${deposit.id}`,
          closesAt: deposit.checkoutClosesAt,
        });
        deposit.openCheckout(checkout.reference, checkout.url);
        await em.flush();
        await recordEvents(
          em,
          raise(
            DepositStarted,
            deposit.id,
            { depositId: deposit.id, userId, amount, provider: deposit.provider },
            userId,
          ),
        );
        return { deposit, balance: null };
      });
    } catch (error) {
      // The same key raced in twice without the HTTP store: the unique index let one through.
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError(
          'duplicate_request',
          'conflict',
          msg({ message: 'A deposit with this Idempotency-Key is already being processed.' }),
        );
      }
      throw error;
    }
  }

  private async balanceAfter(deposit: Deposit) {
    return deposit.status === 'COMPLETED' && this.provider.instant
      ? await this.queries.execute(new GetWalletBalance(deposit.userId))
      : null;
  }
}
