import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../shared/transaction.js';
import { lockDeposit } from '../persistence/deposit.repository.js';
import { AwaitDepositPayment } from './provider-notices.command.js';

/** Records that a checkout's payment settles later; a replay, or a deposit no longer pending, changes nothing. */
@CommandHandler(AwaitDepositPayment)
export class AwaitDepositPaymentHandler implements ICommandHandler<AwaitDepositPayment> {
  constructor(private readonly em: EntityManager) {}

  async execute({ provider, checkoutReference }: AwaitDepositPayment) {
    await transaction(this.em, async (em) => {
      const deposit = await lockDeposit(em, { provider, checkoutReference });
      if (deposit?.awaitPayment()) await em.flush();
    });
  }
}
