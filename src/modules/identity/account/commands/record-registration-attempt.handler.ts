import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { transaction } from '../../../../shared/transaction.js';
import { RegistrationThrottle } from '../services/registration-throttle.js';
import { RecordRegistrationAttempt } from './record-registration-attempt.command.js';

/**
 * Spends one of the address's attempts in a transaction of its own, so it stays spent whatever the
 * registration then answers: a refusal (a taken email, a weak password, a malformed body) costs as much as a
 * success, and probing which emails exist is capped with the accounts.
 */
@CommandHandler(RecordRegistrationAttempt)
export class RecordRegistrationAttemptHandler implements ICommandHandler<RecordRegistrationAttempt> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ clientAddress }: RecordRegistrationAttempt): Promise<void> {
    const throttle = new RegistrationThrottle(this.config.registrationsPerAddressPerHour);
    await transaction(this.em, (em) => throttle.spend(em, clientAddress));
  }
}
