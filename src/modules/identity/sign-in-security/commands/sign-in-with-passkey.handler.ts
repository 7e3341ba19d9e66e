import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { transaction } from '../../../../shared/transaction.js';
import { Passkey } from '../../domain/passkey.entity.js';
import { passkeyErrors } from '../../domain/passkey-errors.js';
import { User } from '../../domain/user.entity.js';
import { SignIns } from '../services/sign-ins.js';
import { SignInWithPasskey } from './sign-in-with-passkey.command.js';
import { RelyingParty } from '../services/relying-party.js';
import { msg } from '#i18n';

@CommandHandler(SignInWithPasskey)
export class SignInWithPasskeyHandler implements ICommandHandler<SignInWithPasskey> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIns: SignIns,
    private readonly relyingParty: RelyingParty,
  ) {}

  async execute({ credential, client }: SignInWithPasskey) {
    const { passkey, newCounter } = await this.relyingParty.verifyAssertion(this.em, credential, 'sign_in', null);
    return transaction(this.em, async (em) => {
      const locked = await em.findOne(Passkey, passkey.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Removed or suspended meanwhile, or a counter that went back (a cloned authenticator, a replayed answer).
      if (!locked || locked.isSuspended || !locked.recordUse(newCounter)) throw passkeyErrors.failed();
      const user = await em.findOne(User, locked.userId);
      if (!user) throw passkeyErrors.unknown();
      if (user.isBlocked) {
        throw new DomainError(
          'account_blocked',
          'forbidden',
          msg({ message: 'This account has been blocked. Please contact support.' }),
          {
            asError: true,
          },
        );
      }
      // Both factors, but no code: an admin signed in so uses no admin route until one is entered (issue 30 §1).
      const factor = { method: 'passkey', factorSince: locked.createdAt, withCode: false } as const;
      return { user, tokens: await this.signIns.signIn(em, user, client, factor) };
    });
  }
}
