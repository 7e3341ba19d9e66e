import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { recordEvents } from '../../../../shared/outbox/outbox.js';
import { raise } from '../../../../shared/outbox/domain-event.js';
import { transaction } from '../../../../shared/transaction.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { TwoFactorDisabled } from '../../contracts/two-factor.events.js';
import { twoFactorDisabledMail } from '../../domain/two-factor-mails.js';
import { User } from '../../domain/user.entity.js';
import { SecondFactorCheck } from '../services/second-factor.js';
import { DisableTwoFactor } from './disable-two-factor.command.js';
import { TwoFactorErrors } from '../../domain/two-factor-errors.js';

@CommandHandler(DisableTwoFactor)
export class DisableTwoFactorHandler implements ICommandHandler<DisableTwoFactor> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly check: SecondFactorCheck,
  ) {}

  /** The code is the proof: the authenticator's own (or a recovery code), so it only ever removes itself. */
  async execute({ userId, code, address }: DisableTwoFactor): Promise<void> {
    const disabled = await transaction(this.em, async (em) => {
      const user = await em.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user.twoFactorEnabled) throw TwoFactorErrors.notOn();
      if (!(await this.check.verify(em, userId, code, { address }))) return false;
      user.disableTwoFactor();
      await this.check.removeAll(em, userId);
      await recordEvents(em, raise(TwoFactorDisabled, userId, { userId, method: 'totp' }, userId));
      await this.commands.execute(new SendMail(twoFactorDisabledMail(userId, user.email, user.username)));
      await em.flush();
      return true;
    });
    if (!disabled) throw TwoFactorErrors.wrongCode();
  }
}
