import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { recordEvents } from '../../../../shared/outbox/outbox.js';
import { raise } from '../../../../shared/outbox/domain-event.js';
import { transaction } from '../../../../shared/transaction.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { TwoFactorDisabled, TwoFactorEnabled } from '../../contracts/two-factor.events.js';
import { newTotpSecret, otpauthUrl } from '../../domain/totp.js';
import {
  recoveryCodesRenewedMail,
  twoFactorDisabledMail,
  twoFactorEnabledMail,
} from '../../domain/two-factor-mails.js';
import { TotpCredential } from '../../domain/two-factor.entity.js';
import { User } from '../../domain/user.entity.js';
import { SecondFactorCheck } from '../services/second-factor.js';
import { Reauthentication } from '../services/reauthentication.js';
import { ConfirmTotp, DisableTwoFactor, RenewRecoveryCodes, StartTotpSetup } from './two-factor.commands.js';
import { TwoFactorErrors } from './two-factor-errors.js';

@CommandHandler(StartTotpSetup)
export class StartTotpSetupHandler implements ICommandHandler<StartTotpSetup> {
  constructor(
    private readonly em: EntityManager,
    private readonly check: SecondFactorCheck,
    private readonly reauthentication: Reauthentication,
  ) {}

  async execute({ proof }: StartTotpSetup): Promise<{ secret: string; otpauthUrl: string }> {
    const { userId } = proof;
    await this.reauthentication.require(proof, 'set up two-factor authentication');
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
    private readonly reauthentication: Reauthentication,
  ) {}

  async execute({ proof, code }: ConfirmTotp): Promise<string[]> {
    const { userId, sessionId, address } = proof;
    await this.reauthentication.require(proof, 'turn on two-factor authentication');
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
    await this.reauthentication.require(proof, 'make new recovery codes');
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
