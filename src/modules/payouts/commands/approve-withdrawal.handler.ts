import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { WithdrawalApproved, WithdrawalFirstApproved } from '../contracts/payouts.events.js';
import { lockWithdrawal } from '../persistence/withdrawal.repository.js';
import { payoutEntry } from '../domain/withdrawal-ledger.js';
import { ApproveWithdrawal } from './approve-withdrawal.command.js';

@CommandHandler(ApproveWithdrawal)
export class ApproveWithdrawalHandler implements ICommandHandler<ApproveWithdrawal> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ adminId, withdrawalId, adminNotes, payoutReference }: ApproveWithdrawal) {
    return transaction(this.em, async (em) => {
      // Locked: of two admins approving at once, the second sees the first one's approval and acts on it.
      const withdrawal = await lockWithdrawal(em, withdrawalId);
      const paid = withdrawal.approve(adminId, adminNotes, payoutReference, this.config.withdrawalSecondApprovalOver);
      const { id, userId, amount, firstApprovedBy } = withdrawal;
      const reviewed = { withdrawalId: id, userId, amount, adminId, adminNotes };
      if (paid) await this.commands.execute(payoutEntry(withdrawal));
      await recordEvents(
        em,
        paid
          ? raise(WithdrawalApproved, id, { ...reviewed, payoutReference, firstApprovedBy }, adminId)
          : raise(WithdrawalFirstApproved, id, reviewed, adminId),
      );
      return withdrawal;
    });
  }
}
