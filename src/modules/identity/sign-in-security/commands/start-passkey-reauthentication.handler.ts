import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../../shared/transaction.js';
import { spendAccountAction } from '../../account/services/account-action-throttle.js';
import { StartPasskeyReauthentication } from './start-passkey-reauthentication.command.js';
import { RelyingParty } from '../services/relying-party.js';
import { msg } from '#i18n';

/** Passkey prompts for re-authentication one account may open per five minutes (each keeps a challenge row). */
export const REAUTH_OPTIONS_PER_ACCOUNT = 60;

@CommandHandler(StartPasskeyReauthentication)
export class StartPasskeyReauthenticationHandler implements ICommandHandler<StartPasskeyReauthentication> {
  constructor(
    private readonly em: EntityManager,
    private readonly relyingParty: RelyingParty,
  ) {}

  execute({ userId, origin }: StartPasskeyReauthentication) {
    this.relyingParty.rpId(origin);
    return transaction(this.em, async (em) => {
      await spendAccountAction(
        em,
        { key: `passkey-reauth:${userId}`, max: REAUTH_OPTIONS_PER_ACCOUNT, windowSeconds: 300 },
        msg({ message: 'Too many passkey prompts. Please try again later.' }),
      );
      return this.relyingParty.requestOptions(em, origin, 'reauth', userId);
    });
  }
}
