import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { UserRegistered } from '../contracts/identity.events.js';
import { recordClientAddress } from '../persistence/client-addresses.js';
import { hashPassword } from '../domain/password-hasher.js';
import { passwordProblems } from '../domain/password-policy.js';
import { SessionTokens } from '../persistence/session-tokens.js';
import { User } from '../domain/user.entity.js';
import { RegisterUser } from './register-user.command.js';
import { findUserByEmail, findUserByUsername } from '../persistence/user-lookup.js';

const TAKEN_USERNAME = 'A user with that username already exists.';
const TAKEN_EMAIL = 'A user with that email already exists.';

@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: SessionTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ username, email, password, password2, clientAddress }: RegisterUser) {
    const fields: Record<string, string[]> = {};
    const problems = passwordProblems(password, username);
    if (problems.length) fields.password = problems;
    if (password !== password2) fields.password2 = ["Passwords don't match."];
    if (await findUserByUsername(this.em, username)) fields.username = [TAKEN_USERNAME];
    if (await findUserByEmail(this.em, email)) fields.email = [TAKEN_EMAIL];
    if (Object.keys(fields).length)
      throw new DomainError('registration_invalid', 'validation', 'Invalid registration.', { fields });

    const passwordHash = await hashPassword(password);
    try {
      return await transaction(this.em, async (em) => {
        const user = new User(username, email, passwordHash);
        await em.persist(user).flush();
        await recordClientAddress(em, user.id, clientAddress);
        await recordEvents(em, raise(UserRegistered, user.id, { userId: user.id, username: user.username }, user.id));
        return { user, tokens: this.tokens.issue(em, user) };
      });
    } catch (error) {
      // Two registrations racing for one name: the unique index decides, and the loser reads a field error.
      if (error instanceof UniqueConstraintViolationException) {
        const onEmail = error.message.includes('users_email_ci');
        throw DomainError.validation(onEmail ? 'email' : 'username', onEmail ? TAKEN_EMAIL : TAKEN_USERNAME);
      }
      throw error;
    }
  }
}
