import { Command } from '@nestjs/cqrs';

/** An admin blocks (or unblocks) a player: a blocked player's tokens are revoked and they cannot log in. */
export class SetUserBlocked extends Command<{ userId: number; isBlocked: boolean }> {
  constructor(
    readonly userId: number,
    readonly blocked: boolean,
    readonly adminId: number,
  ) {
    super();
  }
}
