import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { recordEvents } from '../../../../shared/outbox/outbox.js';
import { raise } from '../../../../shared/outbox/domain-event.js';
import { transaction } from '../../../../shared/transaction.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { TwoFactorEnabled } from '../../contracts/two-factor.events.js';
import { twoFactorEnabledMail } from '../../domain/two-factor-mails.js';
import { User } from '../../domain/user.entity.js';
import { SecondFactorCheck } from '../services/second-factor.js';
import { Reauthentication } from '../services/reauthentication.js';
import { ConfirmTotp } from './confirm-totp.command.js';
import { TwoFactorErrors } from '../../domain/two-factor-errors.js';
import { msg } from '#i18n';

@CommandHandler(ConfirmTotp)
export class ConfirmTotpHandler implements ICommandHandler<ConfirmTotp> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly check: SecondFactorCheck,
    private readonly reauthentication: Reauthentication,
  ) {}

  async execute({ proof, code }: ConfirmTotp): Promise<string[]> {
    const { userId, sessionId, address } = proof;
    await this.reauthentication.require(proof, msg({ message: 'turn on two-factor authentication' }));
    const outcome = await transaction(this.em, async (em) => {
      const user = await em.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (user.twoFactorEnabled) throw TwoFactorErrors.alreadyOn();
      if (!(await this.check.credential(em, userId, true))) throw TwoFactorErrors.notStarted();
      // A wrong code is counted and committed; the refusal is thrown after (below).
      if (!(await this.check.verify(em, userId, code, { pending: true, address }))) return null;
      user.enableTwoFactor();
      const codes = await this.check.replaceRecoveryCodes(em, userId);
      // The code was entered in this session: it counts as the session's second factor (an admin's too).
      await this.reauthentication.recordSecondFactor(em, userId, sessionId);
      await recordEvents(em, raise(TwoFactorEnabled, userId, { userId, method: 'totp' }, userId));
      await this.commands.execute(new SendMail(twoFactorEnabledMail(userId, user.email, user.username)));
      await em.flush();
      return codes;
    });
    if (!outcome) throw TwoFactorErrors.wrongCode();
    return outcome;
  }
}
