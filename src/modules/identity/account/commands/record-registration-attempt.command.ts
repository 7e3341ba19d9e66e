import { Command } from '@nestjs/cqrs';

/**
 * One registration attempt from a client address, counted before anything about it is checked: refused with 429
 * once the address has spent its hourly budget (REGISTRATIONS_PER_ADDRESS_PER_HOUR).
 */
export class RecordRegistrationAttempt extends Command<void> {
  constructor(readonly clientAddress: string) {
    super();
  }
}
