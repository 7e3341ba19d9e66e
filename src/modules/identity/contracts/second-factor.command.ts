import { Command } from '@nestjs/cqrs';

/**
 * Confirms a sensitive action (a withdrawal) with the account's second factor: a no-op for an account without
 * two-factor; otherwise `code` must be a current authenticator code (accepted once) or an unused recovery code.
 * Refuses with 400 `{[field]: [...]}` when it is missing or wrong, and 429 after too many wrong codes. A wrong
 * code is counted in a transaction of its own, so it stays counted when the caller's rolls back.
 */
export class ConfirmSecondFactor extends Command<void> {
  constructor(
    readonly userId: number,
    readonly code: string | null | undefined,
    readonly field = 'otp',
    /** The client's address: wrong codes are counted per account and address, and per account (issue 30 §4). */
    readonly address = '',
  ) {
    super();
  }
}
