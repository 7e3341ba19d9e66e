import type { SignInClient } from '../domain/session.entity.js';
import { Command } from '@nestjs/cqrs';
import type { User } from '../domain/user.entity.js';
import type { TokenPair } from '../persistence/session-tokens.js';

/** The commands of two-factor sign-in (issue 21 §3); handlers in two-factor.handlers.ts. */

/** Starts (or restarts) setting up an authenticator: a new pending secret, answered once to show. */
export class StartTotpSetup extends Command<{ secret: string; otpauthUrl: string }> {
  constructor(readonly userId: number) {
    super();
  }
}

/** A first code from the authenticator turns two-factor on; answers the ten recovery codes, shown once. */
export class ConfirmTotp extends Command<string[]> {
  constructor(
    readonly userId: number,
    readonly code: string,
  ) {
    super();
  }
}

/** A current code (or a recovery code) turns two-factor off. */
export class DisableTwoFactor extends Command<void> {
  constructor(
    readonly userId: number,
    readonly code: string,
  ) {
    super();
  }
}

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
