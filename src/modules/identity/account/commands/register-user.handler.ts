import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { recordEvents } from '../../../../shared/outbox/outbox.js';
import { raise } from '../../../../shared/outbox/domain-event.js';
import { lockExclusively, transaction } from '../../../../shared/transaction.js';
import { UserRegistered } from '../../contracts/identity.events.js';
import { recordClientAddress } from '../../persistence/client-addresses.js';
import { hashPassword } from '../../domain/password-hasher.js';
import { passwordProblems } from '../../domain/password-policy.js';
import { SignIns } from '../../sign-in-security/services/sign-ins.js';
import { User } from '../../domain/user.entity.js';
import { RegisterUser } from './register-user.command.js';
import { RecordDateOfBirthAtRegistration } from '../../../protection/contracts/protection.queries.js';
import {
  AssertEmailNotExcluded,
  CheckRegistrationDateOfBirth,
  ScreenNewAccount,
} from '../../../protection/contracts/screening.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { verifyEmailMail } from '../../domain/account-mails.js';
import { issueAccountToken } from '../../persistence/account-tokens.js';
import { findUserByEmail, findUserBySkeleton, findUserByUsername } from '../../persistence/user-lookup.js';
import {
  isReservedUsername,
  RESERVED_USERNAME_MESSAGE,
  SIMILAR_USERNAME_MESSAGE,
  usernameSkeleton,
} from '../../domain/username-skeleton.js';
import { type Text, msg } from '#i18n';

const TAKEN_USERNAME = msg({ message: 'A user with that username already exists.' });
const TAKEN_EMAIL = msg({ message: 'A user with that email already exists.' });
/** Advisory lock namespace: registrations of one username skeleton, one at a time. */
const USERNAME_SKELETON_LOCK = 7_420_107;

@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIns: SignIns,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * Why this name cannot be had: it reads as a reserved name or the configured admin's (look-alikes and all),
   * it is taken (ignoring case), or it looks like an existing user's. Null when it is free.
   */
  private async usernameProblem(em: EntityManager, username: string): Promise<Text | null> {
    if (isReservedUsername(username, this.config.admin?.username ?? null)) return RESERVED_USERNAME_MESSAGE;
    if (await findUserByUsername(em, username)) return TAKEN_USERNAME;
    if (await findUserBySkeleton(em, usernameSkeleton(username))) return SIMILAR_USERNAME_MESSAGE;
    return null;
  }

  async execute({ username, email, password, password2, clientAddress, userAgent, dateOfBirth }: RegisterUser) {
    // First: a player whose break covers this mailbox reads that, and the way to help, whatever else is wrong.
    await this.queries.execute(new AssertEmailNotExcluded(email));
    const fields: Record<string, Text[]> = {};
    const problems = passwordProblems(password, username);
    if (problems.length) fields.password = problems;
    if (password !== password2) fields.password2 = [msg({ message: "Passwords don't match." })];
    const usernameProblem = await this.usernameProblem(this.em, username);
    if (usernameProblem) fields.username = [usernameProblem];
    if (await findUserByEmail(this.em, email)) fields.email = [TAKEN_EMAIL];
    // Under age (or not a date): no account is made; an under-age date is remembered (issue 30 §3).
    const ageProblem =
      dateOfBirth === null
        ? null
        : await this.commands.execute(new CheckRegistrationDateOfBirth(dateOfBirth, email, clientAddress));
    if (ageProblem) fields.date_of_birth = [ageProblem];
    if (Object.keys(fields).length)
      throw new DomainError('registration_invalid', 'validation', msg({ message: 'Invalid registration.' }), {
        fields,
      });

    const passwordHash = await hashPassword(password);
    try {
      return await transaction(this.em, async (em) => {
        const user = new User(username, email, passwordHash);
        // Look-alikes are not unique in the index (older users may already look alike): registrations of one
        // skeleton take turns here, and the second finds the first.
        await lockExclusively(em, USERNAME_SKELETON_LOCK, user.usernameSkeleton);
        const raced = await this.usernameProblem(em, username);
        if (raced) throw DomainError.validation('username', raced);
        await em.persist(user).flush();
        await recordClientAddress(em, user.id, clientAddress);
        await recordEvents(em, raise(UserRegistered, user.id, { userId: user.id, username: user.username }, user.id));
        if (dateOfBirth !== null)
          await this.commands.execute(new RecordDateOfBirthAtRegistration(user.id, dateOfBirth, clientAddress));
        // The exclusion register and recent under-age refusals: a match refuses, a near match holds (issue 30).
        await this.commands.execute(new ScreenNewAccount(user.id, email, dateOfBirth, clientAddress));
        const link = await issueAccountToken(em, user.id, 'verify_email', user.email);
        await this.commands.execute(new SendMail(verifyEmailMail(user.id, user.email, user.username, link)));
        const factor = { method: 'registration', factorSince: null, withCode: false } as const;
        return { user, tokens: await this.signIns.start(em, user, { address: clientAddress, userAgent }, factor) };
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
