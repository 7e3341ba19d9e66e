import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { databaseNow } from '../../../shared/database/query.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { DateOfBirthRecorded, DateOfBirthRefused } from '../contracts/protection.events.js';
import { RecordDateOfBirthAtRegistration } from '../contracts/protection.queries.js';
import { dateOfBirthCheck, parseDateOfBirth } from '../domain/age.js';
import { identifyingAddress } from '../domain/client-address.js';
import { ageRefusedDetail } from '../domain/review-hold.js';
import { ProtectionErrors } from '../domain/protection-errors.js';
import { hasUnderAgeRefusal, recordDeclaration } from '../persistence/date-of-birth-declarations.repository.js';
import { updateRegisterDateOfBirth } from '../persistence/exclusion-register.repository.js';
import { lockProtection, updateProtection } from '../persistence/protection.repository.js';
import { ConfirmDateOfBirth } from '../contracts/confirm-date-of-birth.command.js';
import { holdAccount } from './hold-account.js';
import { CorrectDateOfBirth } from './protection.commands.js';

type Source = 'registration' | 'player' | 'admin';

interface Declared {
  userId: number;
  dateOfBirth: string;
  source: Source;
  actorId: number;
  clientAddress: string;
}

/**
 * Checks and writes a date of birth with its event, in the caller's transaction (a registration's, or its own).
 * A player's date refused as under age, or any date after one, is recorded and holds the account (issue 30 §3):
 * those refusals are answered, not thrown, so that the caller commits them before raising the error.
 */
async function recordDateOfBirth(
  em: EntityManager,
  config: AppConfig,
  declared: Declared,
): Promise<DomainError | null> {
  const { userId, dateOfBirth, source, actorId } = declared;
  const refusal = dateOfBirthCheck(dateOfBirth, config.minAge, await databaseNow(em));
  if (!parseDateOfBirth(dateOfBirth) && refusal)
    throw DomainError.validation('date_of_birth', refusal.message, 'date_of_birth_invalid');
  const record = await lockProtection(em, userId);
  if (record.dateOfBirth && source !== 'admin') throw ProtectionErrors.dateOfBirthAlreadySet();
  const clientAddress = identifyingAddress(declared.clientAddress);
  const refused = async (outcome: 'under_age' | 'after_refusal') => {
    await recordDeclaration(em, { userId, dateOfBirth, source, outcome, clientAddress, emailKey: null });
    await recordEvents(em, raise(DateOfBirthRefused, userId, { userId, dateOfBirth, outcome }, actorId));
  };
  // Only an admin, who has seen proof, sets a date after an under-age one.
  if (source !== 'admin' && (await hasUnderAgeRefusal(em, userId))) {
    await refused('after_refusal');
    return ProtectionErrors.dateOfBirthLocked();
  }
  if (refusal?.kind === 'under_age' && source === 'player') {
    await refused('under_age');
    await holdAccount(em, userId, [
      { reason: 'age_refused', registerEntryId: null, declarationIds: [], detail: ageRefusedDetail(dateOfBirth) },
    ]);
    return DomainError.validation('date_of_birth', refusal.message, 'date_of_birth_invalid');
  }
  if (refusal) throw DomainError.validation('date_of_birth', refusal.message, 'date_of_birth_invalid');
  if (record.dateOfBirth === dateOfBirth) return null;
  await updateProtection(em, userId, { dateOfBirth });
  await recordDeclaration(em, { userId, dateOfBirth, source, outcome: 'accepted', clientAddress, emailKey: null });
  await updateRegisterDateOfBirth(em, userId, dateOfBirth);
  await recordEvents(
    em,
    raise(DateOfBirthRecorded, userId, { userId, dateOfBirth, previous: record.dateOfBirth, source }, actorId),
  );
  return null;
}

/** Runs `recordDateOfBirth` in a transaction of its own (or the caller's), and raises a refusal once committed. */
async function declare(em: EntityManager, config: AppConfig, declared: Declared): Promise<void> {
  const refusal = await transaction(em, (tx) => recordDateOfBirth(tx, config, declared));
  if (refusal) throw refusal;
}

@CommandHandler(RecordDateOfBirthAtRegistration)
export class RecordDateOfBirthAtRegistrationHandler implements ICommandHandler<RecordDateOfBirthAtRegistration> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ userId, dateOfBirth, clientAddress }: RecordDateOfBirthAtRegistration): Promise<void> {
    return declare(this.em, this.config, {
      userId,
      dateOfBirth,
      source: 'registration',
      actorId: userId,
      clientAddress,
    });
  }
}

@CommandHandler(ConfirmDateOfBirth)
export class ConfirmDateOfBirthHandler implements ICommandHandler<ConfirmDateOfBirth> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ userId, dateOfBirth, clientAddress }: ConfirmDateOfBirth): Promise<void> {
    return declare(this.em, this.config, { userId, dateOfBirth, source: 'player', actorId: userId, clientAddress });
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
    return declare(this.em, this.config, {
      userId,
      dateOfBirth,
      source: 'admin',
      actorId: adminId,
      clientAddress: '',
    });
  }
}
