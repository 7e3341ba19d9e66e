import { Command } from '@nestjs/cqrs';

/** Revokes the family of the given refresh token; succeeds whatever the token's state. */
export class LogOut extends Command<void> {
  constructor(readonly refreshToken: string | undefined) {
    super();
  }
}
