import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { WithdrawalCancellationDenied } from '../contracts/payouts.events.js';
import { lockWithdrawal } from '../persistence/withdrawal.repository.js';
import { DenyWithdrawalCancellation } from './deny-withdrawal-cancellation.command.js';

@CommandHandler(DenyWithdrawalCancellation)
export class DenyWithdrawalCancellationHandler implements ICommandHandler<DenyWithdrawalCancellation> {
  constructor(private readonly em: EntityManager) {}

  execute({ adminId, withdrawalId, adminNotes }: DenyWithdrawalCancellation) {
    return transaction(this.em, async (em) => {
      const withdrawal = await lockWithdrawal(em, withdrawalId);
      withdrawal.denyCancellation(adminId, adminNotes);
      const { id, userId, amount } = withdrawal;
      await recordEvents(
        em,
        raise(WithdrawalCancellationDenied, id, { withdrawalId: id, userId, amount, adminId, adminNotes }, adminId),
      );
      return withdrawal;
    });
  }
}
