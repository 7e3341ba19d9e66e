import type { SignInClient } from '../../domain/session.entity.js';
import { Command } from '@nestjs/cqrs';
import type { User } from '../../domain/user.entity.js';
import type { TokenPair } from '../services/session-tokens.js';
import type { ProofRequest } from '../services/reauthentication.js';

/**
 * The commands of two-factor sign-in (issue 21 §3); handlers in two-factor-setup.handlers.ts. Each change
 * needs proof of presence (`proof`, issue 30 §1); turning two-factor off takes its own code as that proof.
 */

/** Starts (or restarts) setting up an authenticator: a new pending secret, answered once to show. */
export class StartTotpSetup extends Command<{ secret: string; otpauthUrl: string }> {
  constructor(readonly proof: ProofRequest) {
    super();
  }
}

/** A first code from the authenticator turns two-factor on; answers the ten recovery codes, shown once. */
export class ConfirmTotp extends Command<string[]> {
  constructor(
    readonly proof: ProofRequest,
    readonly code: string,
  ) {
    super();
  }
}

/** Ten new recovery codes in place of the old ones (which stop working); answered once, to show. */
export class RenewRecoveryCodes extends Command<string[]> {
  constructor(readonly proof: ProofRequest) {
    super();
  }
}

/** A current code (or a recovery code) turns two-factor off. */
export class DisableTwoFactor extends Command<void> {
  constructor(
    readonly userId: number,
    readonly code: string,
    readonly address: string,
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
