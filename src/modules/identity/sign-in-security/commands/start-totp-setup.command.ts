import { Command } from '@nestjs/cqrs';
import type { ProofRequest } from '../services/reauthentication.js';

/**
 * Starts (or restarts) setting up an authenticator: a new pending secret, answered once to show. Like every change
 * to two-factor it needs proof of presence (`proof`, issue 30 §1); turning it off takes its own code as that proof.
 */
export class StartTotpSetup extends Command<{ secret: string; otpauthUrl: string }> {
  constructor(readonly proof: ProofRequest) {
    super();
  }
}
