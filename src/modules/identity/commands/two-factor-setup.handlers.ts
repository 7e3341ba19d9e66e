import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { SendMail } from '../../notifications/contracts/send-mail.command.js';
import { TwoFactorDisabled, TwoFactorEnabled } from '../contracts/two-factor.events.js';
import { newTotpSecret, otpauthUrl } from '../domain/totp.js';
import { twoFactorDisabledMail, twoFactorEnabledMail } from '../domain/two-factor-mails.js';
import { TotpCredential } from '../domain/two-factor.entity.js';
import { User } from '../domain/user.entity.js';
import { SecondFactorCheck } from '../persistence/second-factor.js';
import { ConfirmTotp, DisableTwoFactor, StartTotpSetup } from './two-factor.commands.js';
import { TwoFactorErrors } from './two-factor-errors.js';

@CommandHandler(StartTotpSetup)
export class StartTotpSetupHandler implements ICommandHandler<StartTotpSetup> {
  constructor(
    private readonly em: EntityManager,
    private readonly check: SecondFactorCheck,
  ) {}

  execute({ userId }: StartTotpSetup): Promise<{ secret: string; otpauthUrl: string }> {
    return transaction(this.em, async (em) => {
      const user = await em.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (user.twoFactorEnabled) throw TwoFactorErrors.alreadyOn();
      const secret = newTotpSecret();
      const sealed = this.check.box.seal(secret);
      const pending = await em.findOne(TotpCredential, { userId });
      if (pending) pending.replaceSecret(sealed);
      else em.persist(new TotpCredential(userId, sealed));
      await em.flush();
      return { secret, otpauthUrl: otpauthUrl(user.username, secret) };
    });
  }
}

@CommandHandler(ConfirmTotp)
export class ConfirmTotpHandler implements ICommandHandler<ConfirmTotp> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly check: SecondFactorCheck,
  ) {}

  async execute({ userId, code }: ConfirmTotp): Promise<string[]> {
    const outcome = await transaction(this.em, async (em) => {
      const user = await em.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (user.twoFactorEnabled) throw TwoFactorErrors.alreadyOn();
      if (!(await this.check.credential(em, userId, true))) throw TwoFactorErrors.notStarted();
      // A wrong code is counted and committed; the refusal is thrown after (below).
      if (!(await this.check.verify(em, userId, code, { pending: true }))) return null;
      user.enableTwoFactor();
      const codes = await this.check.replaceRecoveryCodes(em, userId);
      await recordEvents(em, raise(TwoFactorEnabled, userId, { userId, method: 'totp' }, userId));
      await this.commands.execute(new SendMail(twoFactorEnabledMail(userId, user.email, user.username)));
      await em.flush();
      return codes;
    });
    if (!outcome) throw TwoFactorErrors.wrongCode();
    return outcome;
  }
}

@CommandHandler(DisableTwoFactor)
export class DisableTwoFactorHandler implements ICommandHandler<DisableTwoFactor> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly check: SecondFactorCheck,
  ) {}

  async execute({ userId, code }: DisableTwoFactor): Promise<void> {
    const disabled = await transaction(this.em, async (em) => {
      const user = await em.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user.twoFactorEnabled) throw TwoFactorErrors.notOn();
      if (!(await this.check.verify(em, userId, code))) return false;
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
