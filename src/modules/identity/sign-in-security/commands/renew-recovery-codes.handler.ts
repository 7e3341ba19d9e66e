import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { transaction } from '../../../../shared/transaction.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { recoveryCodesRenewedMail } from '../../domain/two-factor-mails.js';
import { User } from '../../domain/user.entity.js';
import { SecondFactorCheck } from '../services/second-factor.js';
import { Reauthentication } from '../services/reauthentication.js';
import { RenewRecoveryCodes } from './renew-recovery-codes.command.js';
import { TwoFactorErrors } from '../../domain/two-factor-errors.js';
import { msg } from '#i18n';

@CommandHandler(RenewRecoveryCodes)
export class RenewRecoveryCodesHandler implements ICommandHandler<RenewRecoveryCodes> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly check: SecondFactorCheck,
    private readonly reauthentication: Reauthentication,
  ) {}

  async execute({ proof }: RenewRecoveryCodes): Promise<string[]> {
    const { userId } = proof;
    await this.reauthentication.require(proof, msg({ message: 'make new recovery codes' }));
    return transaction(this.em, async (em) => {
      const user = await em.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user.twoFactorEnabled) throw TwoFactorErrors.notOn();
      const codes = await this.check.replaceRecoveryCodes(em, userId);
      await this.commands.execute(new SendMail(recoveryCodesRenewedMail(userId, user.email, user.username)));
      await em.flush();
      return codes;
    });
  }
}
