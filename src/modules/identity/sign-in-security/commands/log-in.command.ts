import { Command } from '@nestjs/cqrs';
import type { User } from '../../domain/user.entity.js';
import type { TokenPair } from '../services/session-tokens.js';

/** Signed in, or (two-factor on) the token of the second step, which CompleteMfaLogin takes with a code. */
export type LogInResult = { user: User; tokens: TokenPair; mfaToken?: undefined } | { mfaToken: string };

export class LogIn extends Command<LogInResult> {
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
