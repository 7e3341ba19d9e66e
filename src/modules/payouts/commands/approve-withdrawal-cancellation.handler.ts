import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { WithdrawalCancellationApproved } from '../contracts/payouts.events.js';
import { lockWithdrawal } from '../persistence/withdrawal.repository.js';
import { refundEntry } from '../domain/withdrawal-ledger.js';
import { ApproveWithdrawalCancellation } from './approve-withdrawal-cancellation.command.js';

@CommandHandler(ApproveWithdrawalCancellation)
export class ApproveWithdrawalCancellationHandler implements ICommandHandler<ApproveWithdrawalCancellation> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  execute({ adminId, withdrawalId, adminNotes }: ApproveWithdrawalCancellation) {
    return transaction(this.em, async (em) => {
      const withdrawal = await lockWithdrawal(em, withdrawalId);
      withdrawal.approveCancellation(adminId, adminNotes);
      await this.commands.execute(refundEntry(withdrawal, 'cancelled'));
      const { id, userId, amount } = withdrawal;
      await recordEvents(
        em,
        raise(WithdrawalCancellationApproved, id, { withdrawalId: id, userId, amount, adminId, adminNotes }, adminId),
      );
      return withdrawal;
    });
  }
}
