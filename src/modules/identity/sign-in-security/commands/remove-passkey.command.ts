import { Command } from '@nestjs/cqrs';
import type { ProofRequest } from '../services/reauthentication.js';

/**
 * Removes a passkey: the caller's session must have re-authenticated within five minutes, with a factor that
 * may evict this passkey (the 24-hour rule, issue 30 §1).
 */
export class RemovePasskey extends Command<void> {
  constructor(
    readonly proof: ProofRequest,
    readonly passkeyId: number,
  ) {
    super();
  }
}
