import { Command } from '@nestjs/cqrs';

/** A current code (or a recovery code) turns two-factor off. */
export class DisableTwoFactor extends Command<void> {
  constructor(
    readonly userId: number,
    readonly code: string,
    readonly address: string,
  ) {
    super();
  }
}
