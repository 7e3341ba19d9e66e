import type { SignInClient } from '../../domain/session.entity.js';
import { Command } from '@nestjs/cqrs';
import type { User } from '../../domain/user.entity.js';
import type { TokenPair } from '../services/session-tokens.js';

/** The second step of a sign-in: the token the password step gave, and a code. */
export class CompleteMfaLogin extends Command<{ user: User; tokens: TokenPair }> {
  constructor(
    readonly mfaToken: string,
    readonly code: string,
    readonly client: SignInClient,
  ) {
    super();
  }
}
