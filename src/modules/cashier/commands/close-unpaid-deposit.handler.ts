import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { DepositExpired, DepositFailed } from '../contracts/cashier.events.js';
import { lockDeposit } from '../persistence/deposit.repository.js';
import { CloseUnpaidDeposit } from './provider-notices.command.js';

/** A checkout that ended unpaid: only a PENDING deposit changes; a paid one stays paid whatever arrives late. */
@CommandHandler(CloseUnpaidDeposit)
export class CloseUnpaidDepositHandler implements ICommandHandler<CloseUnpaidDeposit> {
  constructor(private readonly em: EntityManager) {}

  async execute({ provider, checkoutReference, outcome }: CloseUnpaidDeposit) {
    await transaction(this.em, async (em) => {
      const deposit = await lockDeposit(em, { provider, checkoutReference });
      if (!deposit) return;
      const changed = outcome === 'expired' ? deposit.expire() : deposit.fail();
      if (!changed) return;
      await em.flush();
      const payload = { depositId: deposit.id, userId: deposit.userId, amount: deposit.amount };
      await recordEvents(
        em,
        outcome === 'expired' ? raise(DepositExpired, deposit.id, payload) : raise(DepositFailed, deposit.id, payload),
      );
    });
  }
}
