import { Command } from '@nestjs/cqrs';
import type { SignInClient } from '../../domain/session.entity.js';
import type { User } from '../../domain/user.entity.js';
import type { TokenPair } from '../services/session-tokens.js';

/** A passkey's answer: verified, a session starts as a password and a second factor would start one. */
export class SignInWithPasskey extends Command<{ user: User; tokens: TokenPair }> {
  constructor(
    readonly credential: unknown,
    readonly client: SignInClient,
  ) {
    super();
  }
}
