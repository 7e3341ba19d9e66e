import { Command } from '@nestjs/cqrs';

/** Opens a change-of-address link: `token` is its one-time value, of which only the hash is stored. */
export class ConfirmEmailChange extends Command<void> {
  constructor(readonly token: string) {
    super();
  }
}
