import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { transaction } from '../../../../shared/transaction.js';
import { newTotpSecret, otpauthUrl } from '../../domain/totp.js';
import { TotpCredential } from '../../domain/two-factor.entity.js';
import { User } from '../../domain/user.entity.js';
import { SecondFactorCheck } from '../services/second-factor.js';
import { Reauthentication } from '../services/reauthentication.js';
import { StartTotpSetup } from './start-totp-setup.command.js';
import { TwoFactorErrors } from '../../domain/two-factor-errors.js';
import { msg } from '#i18n';

@CommandHandler(StartTotpSetup)
export class StartTotpSetupHandler implements ICommandHandler<StartTotpSetup> {
  constructor(
    private readonly em: EntityManager,
    private readonly check: SecondFactorCheck,
    private readonly reauthentication: Reauthentication,
  ) {}

  async execute({ proof }: StartTotpSetup): Promise<{ secret: string; otpauthUrl: string }> {
    const { userId } = proof;
    await this.reauthentication.require(proof, msg({ message: 'set up two-factor authentication' }));
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
