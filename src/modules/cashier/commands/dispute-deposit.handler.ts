import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { transaction } from '../../../shared/transaction.js';
import { unknownPayment } from './provider-notices.command.js';
import { ZERO_CENTS } from '../../../shared/money/money.js';
import { DepositDispute, type Deposit } from '../domain/deposit.entity.js';
import { findDispute, lockDeposit } from '../persistence/deposit.repository.js';
import { coinPriceOf } from './deposit-price.provider.js';
import { DepositBooks } from './deposit-books.js';
import { DisputeDeposit } from './provider-notices.command.js';

/**
 * A dispute takes its amount back when it opens (the provider withdraws the funds then), keeps it when lost,
 * and gives it back when won. One row per dispute makes each step happen once in whatever order the notices
 * come: a "won" for a dispute never opened here moves nothing; a "lost" without an "opened" takes it back.
 */
@CommandHandler(DisputeDeposit)
export class DisputeDepositHandler implements ICommandHandler<DisputeDeposit> {
  constructor(
    private readonly em: EntityManager,
    private readonly books: DepositBooks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ provider, paymentReference, disputeReference, amount, state }: DisputeDeposit) {
    await transaction(this.em, async (em) => {
      const deposit = await lockDeposit(em, { provider, paymentReference, status: 'COMPLETED' });
      // Notices may arrive before the payment's own (Stripe does not promise an order): a non-2xx answer has
      // the provider deliver this one again later, by when the payment is known.
      if (!deposit) throw unknownPayment();
      let dispute = await findDispute(em, deposit.id, disputeReference);
      if (!dispute) {
        if (state === 'won') {
          em.persist(new DepositDispute(deposit.id, disputeReference, ZERO_CENTS, 'WON'));
          await em.flush();
          return;
        }
        dispute = await this.open(em, deposit, disputeReference, amount);
      }
      if (state === 'opened' || !dispute.close(state === 'won' ? 'WON' : 'LOST')) return;
      if (state === 'won') deposit.disputeWon(dispute.amount);
      await em.flush();
      if (state === 'won') await this.books.giveBack(em, deposit, dispute.id, dispute.amount);
    });
  }

  private async open(em: EntityManager, deposit: Deposit, reference: string, amount: number): Promise<DepositDispute> {
    const taken = deposit.dispute(coinPriceOf(this.config).coinsFor(amount));
    const dispute = new DepositDispute(deposit.id, reference, taken, 'OPEN');
    await em.persist(dispute).flush();
    await this.books.takeBack(em, deposit, `deposit:${deposit.id}:dispute:${dispute.id}`, 'dispute', taken);
    return dispute;
  }
}
