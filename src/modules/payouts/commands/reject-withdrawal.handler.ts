import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { WithdrawalRejected } from '../contracts/payouts.events.js';
import { lockWithdrawal } from '../persistence/withdrawal.repository.js';
import { refundEntry } from '../domain/withdrawal-ledger.js';
import { RejectWithdrawal } from './reject-withdrawal.command.js';

@CommandHandler(RejectWithdrawal)
export class RejectWithdrawalHandler implements ICommandHandler<RejectWithdrawal> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  execute({ adminId, withdrawalId, adminNotes }: RejectWithdrawal) {
    return transaction(this.em, async (em) => {
      const withdrawal = await lockWithdrawal(em, withdrawalId);
      withdrawal.reject(adminId, adminNotes);
      await this.commands.execute(refundEntry(withdrawal, 'rejected'));
      const { id, userId, amount } = withdrawal;
      await recordEvents(
        em,
        raise(WithdrawalRejected, id, { withdrawalId: id, userId, amount, adminId, adminNotes }, adminId),
      );
      return withdrawal;
    });
  }
}
