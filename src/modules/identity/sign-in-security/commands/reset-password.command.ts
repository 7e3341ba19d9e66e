import { Command } from '@nestjs/cqrs';

/** Sets a new password from a reset link: `token` is its one-time value, of which only the hash is stored. */
export class ResetPassword extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly password2: string,
  ) {
    super();
  }
}
