import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { UserLoggedIn } from '../contracts/identity.events.js';
import { recordClientAddress } from '../domain/client-addresses.js';
import { burnVerification, verifyPassword } from '../domain/password-hasher.js';
import { LoginThrottle } from '../domain/login-throttle.js';
import { SessionTokens } from '../domain/session-tokens.js';
import { findUserByUsername } from '../domain/user-lookup.js';
import { LogIn } from './log-in.command.js';

const INVALID = 'Invalid username or password.';

@CommandHandler(LogIn)
export class LogInHandler implements ICommandHandler<LogIn> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: SessionTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ username, password, clientAddress }: LogIn) {
    const key = username.toLowerCase();
    const addressKey = `address:${clientAddress}`;
    const throttle = new LoginThrottle(this.em);
    const addressClaim = await throttle.claimAttempt(addressKey, this.config.loginFailuresPerAddress);
    try {
      await throttle.claimAttempt(key);
    } catch (refused) {
      await throttle.release(addressClaim);
      throw refused;
    }
    const user = await findUserByUsername(this.em, username);
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await burnVerification(password), false);
    if (!user || !valid) {
      await throttle.recordFailure(key);
      await throttle.recordFailure(addressKey);
      throw new DomainError('invalid_credentials', 'unauthorized', INVALID, { asError: true });
    }
    if (user.isBlocked) {
      throw new DomainError('account_blocked', 'forbidden', 'This account has been blocked. Please contact support.', {
        asError: true,
      });
    }
    return transaction(this.em, async (em) => {
      await throttle.clear(key);
      await throttle.release(addressClaim);
      await recordClientAddress(em, user.id, clientAddress);
      recordEvents(em, raise(UserLoggedIn, user.id, { userId: user.id, username: user.username }, user.id));
      return { user, tokens: this.tokens.issue(em, user) };
    });
  }
}
