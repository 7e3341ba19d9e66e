import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { WithdrawalApproved } from '../contracts/payouts.events.js';
import { lockWithdrawal } from '../persistence/withdrawal.repository.js';
import { payoutEntry } from '../domain/withdrawal-ledger.js';
import { ApproveWithdrawal } from './approve-withdrawal.command.js';

@CommandHandler(ApproveWithdrawal)
export class ApproveWithdrawalHandler implements ICommandHandler<ApproveWithdrawal> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  execute({ adminId, withdrawalId, adminNotes }: ApproveWithdrawal) {
    return transaction(this.em, async (em) => {
      const withdrawal = await lockWithdrawal(em, withdrawalId);
      withdrawal.approve(adminId, adminNotes);
      await this.commands.execute(payoutEntry(withdrawal));
      const { id, userId, amount } = withdrawal;
      await recordEvents(
        em,
        raise(WithdrawalApproved, id, { withdrawalId: id, userId, amount, adminId, adminNotes }, adminId),
      );
      return withdrawal;
    });
  }
}
