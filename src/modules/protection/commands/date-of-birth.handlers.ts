import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { databaseNow } from '../../../shared/database/query.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { DateOfBirthRecorded } from '../contracts/protection.events.js';
import { RecordDateOfBirthAtRegistration } from '../contracts/protection.queries.js';
import { dateOfBirthProblem } from '../domain/age.js';
import { ProtectionErrors } from '../domain/protection-errors.js';
import { lockProtection, updateProtection } from '../persistence/protection.repository.js';
import { ConfirmDateOfBirth } from '../contracts/confirm-date-of-birth.command.js';
import { CorrectDateOfBirth } from './protection.commands.js';

type Source = 'registration' | 'player' | 'admin';

/** Checks and writes a date of birth with its event, in the caller's transaction (a registration's, or its own). */
async function recordDateOfBirth(
  em: EntityManager,
  config: AppConfig,
  userId: number,
  dateOfBirth: string,
  source: Source,
  actorId: number,
): Promise<void> {
  const problem = dateOfBirthProblem(dateOfBirth, config.minAge, await databaseNow(em));
  if (problem) throw DomainError.validation('date_of_birth', problem, 'date_of_birth_invalid');
  const record = await lockProtection(em, userId);
  if (record.dateOfBirth && source !== 'admin') throw ProtectionErrors.dateOfBirthAlreadySet();
  if (record.dateOfBirth === dateOfBirth) return;
  await updateProtection(em, userId, { dateOfBirth });
  await recordEvents(
    em,
    raise(DateOfBirthRecorded, userId, { userId, dateOfBirth, previous: record.dateOfBirth, source }, actorId),
  );
}

@CommandHandler(RecordDateOfBirthAtRegistration)
export class RecordDateOfBirthAtRegistrationHandler implements ICommandHandler<RecordDateOfBirthAtRegistration> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ userId, dateOfBirth }: RecordDateOfBirthAtRegistration): Promise<void> {
    return transaction(this.em, (em) =>
      recordDateOfBirth(em, this.config, userId, dateOfBirth, 'registration', userId),
    );
  }
}

@CommandHandler(ConfirmDateOfBirth)
export class ConfirmDateOfBirthHandler implements ICommandHandler<ConfirmDateOfBirth> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ userId, dateOfBirth }: ConfirmDateOfBirth): Promise<void> {
    return transaction(this.em, (em) => recordDateOfBirth(em, this.config, userId, dateOfBirth, 'player', userId));
  }
}

/** An admin's correction: the only way to change a confirmed date, and logged with the admin as the actor. */
@CommandHandler(CorrectDateOfBirth)
export class CorrectDateOfBirthHandler implements ICommandHandler<CorrectDateOfBirth> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ userId, dateOfBirth, adminId }: CorrectDateOfBirth): Promise<void> {
    return transaction(this.em, (em) => recordDateOfBirth(em, this.config, userId, dateOfBirth, 'admin', adminId));
  }
}
