import { Command } from '@nestjs/cqrs';
import type { ProofMethod } from '../../domain/factor-proof.js';
import type { ProofRequest } from '../services/reauthentication.js';

/**
 * Proof of presence for the caller's session (issue 30 §1): the current password, a code, or a passkey's
 * answer to StartPasskeyReauthentication's options. Answers how it was given and when it lapses (5 minutes).
 */
export class Reauthenticate extends Command<{ method: ProofMethod; until: Date }> {
  constructor(readonly proof: ProofRequest & { passkey?: unknown }) {
    super();
  }
}
