import { Command } from '@nestjs/cqrs';
import type { User } from '../domain/user.entity.js';
import type { TokenPair } from '../persistence/session-tokens.js';

export class LogIn extends Command<{ user: User; tokens: TokenPair }> {
  constructor(
    readonly username: string,
    readonly password: string,
    /** The client's address, for the per-address throttle and the reviewer's shared-address signal. */
    readonly clientAddress: string,
    /** The User-Agent header, for the session's device. */
    readonly userAgent = '',
  ) {
    super();
  }
}
