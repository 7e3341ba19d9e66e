import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { transaction } from '../../../../shared/transaction.js';
import { burnVerification, verifyPassword } from '../../domain/password-hasher.js';
import { LoginThrottle, pairKey } from '../services/login-throttle.js';
import type { TokenPair } from '../services/session-tokens.js';
import { SignIns } from '../services/sign-ins.js';
import type { User } from '../../domain/user.entity.js';
import type { SignInClient } from '../../domain/session.entity.js';
import { findUserByUsername } from '../../persistence/user-lookup.js';
import { issueMfaChallenge } from '../services/mfa-challenge.js';
import { LogIn } from './log-in.command.js';
import { msg } from '#i18n';

const INVALID = msg({ message: 'Invalid username or password.' });

type Outcome =
  | { kind: 'failed' }
  | { kind: 'blocked' }
  | { kind: 'mfa'; mfaToken: string }
  | { kind: 'success'; user: User; tokens: TokenPair };

@CommandHandler(LogIn)
export class LogInHandler implements ICommandHandler<LogIn> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIns: SignIns,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ username, password, clientAddress, userAgent }: LogIn) {
    const throttle = new LoginThrottle(this.em);
    const addressClaim = await throttle.claimAddressAttempt(clientAddress, this.config.loginFailuresPerAddress);
    let outcome: Outcome;
    try {
      outcome = await this.check(throttle, username, password, { address: clientAddress, userAgent }, addressClaim);
    } catch (refused) {
      // Refused for the pair (or failed outright): no password was checked, so the address is not charged.
      await throttle.release(addressClaim);
      throw refused;
    }
    if (outcome.kind === 'failed') {
      await throttle.keepAddressFailure(clientAddress);
      throw new DomainError('invalid_credentials', 'unauthorized', INVALID, { asError: true });
    }
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
    if (outcome.kind === 'mfa') return { mfaToken: outcome.mfaToken };
    return { user: outcome.user, tokens: outcome.tokens };
  }

  /** One transaction holding the pair's lock: the check, and the failure or the session it leads to. */
  private check(
    throttle: LoginThrottle,
    username: string,
    password: string,
    client: SignInClient,
    addressClaim: string,
  ): Promise<Outcome> {
    const { address } = client;
    const key = pairKey(username, address);
    return transaction(this.em, async (em) => {
      await throttle.holdPair(em, key);
      const user = await findUserByUsername(em, username);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : (await burnVerification(password), false);
      if (!user || !valid) {
        await throttle.recordPairFailure(em, key);
        return { kind: 'failed' };
      }
      if (user.isBlocked) return { kind: 'blocked' };
      await throttle.clearPair(em, key);
      await throttle.release(addressClaim, em);
      // Two-factor on: the password was right, and the second step (CompleteMfaLogin) signs in (issue 21 §3).
      if (user.twoFactorEnabled) return { kind: 'mfa', mfaToken: await issueMfaChallenge(em, user.id) };
      const factor = { method: 'password', factorSince: null, withCode: false } as const;
      return { kind: 'success', user, tokens: await this.signIns.signIn(em, user, client, factor) };
    });
  }
}
