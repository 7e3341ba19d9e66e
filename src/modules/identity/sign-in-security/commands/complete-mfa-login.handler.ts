import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { transaction } from '../../../../shared/transaction.js';
import { hashMfaToken, MfaChallenge } from '../../domain/two-factor.entity.js';
import { User } from '../../domain/user.entity.js';
import { SecondFactorCheck } from '../services/second-factor.js';
import type { TokenPair } from '../services/session-tokens.js';
import { SignIns } from '../services/sign-ins.js';
import { CompleteMfaLogin } from './complete-mfa-login.command.js';
import { TwoFactorErrors } from '../../domain/two-factor-errors.js';
import { msg } from '#i18n';

type Outcome =
  { kind: 'gone' } | { kind: 'wrong' } | { kind: 'blocked' } | { kind: 'done'; user: User; tokens: TokenPair };

/**
 * The second step of a sign-in with two-factor on. The challenge is locked for the check, so two requests with
 * one token take turns and only the first right code signs in. A wrong code leaves the challenge usable (a typo
 * costs nothing but a count against the account's throttle) until it expires.
 */
@CommandHandler(CompleteMfaLogin)
export class CompleteMfaLoginHandler implements ICommandHandler<CompleteMfaLogin> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIns: SignIns,
    private readonly check: SecondFactorCheck,
  ) {}

  async execute({ mfaToken, code, client }: CompleteMfaLogin): Promise<{ user: User; tokens: TokenPair }> {
    const outcome = await transaction(this.em, async (em): Promise<Outcome> => {
      const challenge = await em.findOne(
        MfaChallenge,
        { tokenHash: hashMfaToken(mfaToken) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!challenge || !challenge.isUsable()) return { kind: 'gone' };
      const user = await em.findOne(User, challenge.userId);
      // Two-factor turned off (or the account removed) since the password step: sign in again from the start.
      if (!user || !user.twoFactorEnabled) return { kind: 'gone' };
      const accepted = await this.check.verify(em, user.id, code, { address: client.address });
      if (!accepted) return { kind: 'wrong' };
      challenge.use();
      if (user.isBlocked) return { kind: 'blocked' };
      // The password came first: the session counts as the password's (the oldest factor), with a code.
      const factor = { method: accepted, factorSince: null, withCode: true };
      return { kind: 'done', user, tokens: await this.signIns.signIn(em, user, client, factor) };
    });
    if (outcome.kind === 'gone') throw TwoFactorErrors.challengeGone();
    if (outcome.kind === 'wrong') throw TwoFactorErrors.wrongCode();
    if (outcome.kind === 'blocked') {
      throw new DomainError(
        'account_blocked',
        'forbidden',
        msg({ message: 'This account has been blocked. Please contact support.' }),
        {
          asError: true,
        },
      );
    }
    return { user: outcome.user, tokens: outcome.tokens };
  }
}
