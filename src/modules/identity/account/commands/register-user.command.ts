import { Command } from '@nestjs/cqrs';
import type { User } from '../../domain/user.entity.js';
import type { TokenPair } from '../../sign-in-security/services/session-tokens.js';

export class RegisterUser extends Command<{ user: User; tokens: TokenPair }> {
  constructor(
    readonly username: string,
    readonly email: string,
    readonly password: string,
    readonly password2: string,
    /** The client's address: the cap on new accounts per address, and the reviewer's shared-address signal. */
    readonly clientAddress: string,
    /** The User-Agent header, for the session's device. */
    readonly userAgent = '',
    /** YYYY-MM-DD, optional: without it the account may do everything but deposit (issue 22 §1). */
    readonly dateOfBirth: string | null = null,
  ) {
    super();
  }
}
