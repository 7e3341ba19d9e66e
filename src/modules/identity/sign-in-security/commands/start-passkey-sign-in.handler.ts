import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../../shared/transaction.js';
import { spendAccountAction } from '../../account/services/account-action-throttle.js';
import { StartPasskeySignIn } from './start-passkey-sign-in.command.js';
import { RelyingParty } from '../services/relying-party.js';
import { msg } from '#i18n';

/** Passkey sign-in prompts one client address may open per window (seconds). */
export const PASSKEY_OPTIONS_PER_ADDRESS = 60;

const PASSKEY_OPTIONS_WINDOW = 300;

@CommandHandler(StartPasskeySignIn)
export class StartPasskeySignInHandler implements ICommandHandler<StartPasskeySignIn> {
  constructor(
    private readonly em: EntityManager,
    private readonly relyingParty: RelyingParty,
  ) {}

  async execute({ origin, address }: StartPasskeySignIn) {
    this.relyingParty.rpId(origin);
    return transaction(this.em, async (em) => {
      // Anyone may ask, and each answer keeps a row for five minutes: without a budget one client could fill
      // the table. A person asks once per sign-in; a shared address (an office, a carrier's NAT) has room.
      await spendAccountAction(
        em,
        { key: `passkey-options:${address}`, max: PASSKEY_OPTIONS_PER_ADDRESS, windowSeconds: PASSKEY_OPTIONS_WINDOW },
        msg({ message: 'Too many passkey sign-in attempts. Please try again later.' }),
      );
      return this.relyingParty.requestOptions(em, origin, 'sign_in', null);
    });
  }
}
