import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { WithdrawalCancellationRequested } from '../contracts/payouts.events.js';
import { lockWithdrawal } from '../persistence/withdrawal.repository.js';
import { RequestWithdrawalCancellation } from './request-withdrawal-cancellation.command.js';

@CommandHandler(RequestWithdrawalCancellation)
export class RequestWithdrawalCancellationHandler implements ICommandHandler<RequestWithdrawalCancellation> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId, withdrawalId, reason }: RequestWithdrawalCancellation) {
    return transaction(this.em, async (em) => {
      const withdrawal = await lockWithdrawal(em, withdrawalId, userId);
      withdrawal.requestCancellation(reason);
      await recordEvents(
        em,
        raise(
          WithdrawalCancellationRequested,
          withdrawal.id,
          { withdrawalId: withdrawal.id, userId, amount: withdrawal.amount, reason },
          userId,
        ),
      );
      return withdrawal;
    });
  }
}
