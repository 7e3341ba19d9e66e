import { Command } from '@nestjs/cqrs';
import type { ProofRequest } from '../services/reauthentication.js';

/**
 * Ends one of the user's sessions by its public id; 404 for one unknown, ended or someone else's. The caller's
 * session (`proof.sessionId`) must have signed in or re-authenticated within five minutes, with a factor that
 * may end the target's (the 24-hour rule).
 */
export class EndSession extends Command<void> {
  constructor(
    readonly proof: ProofRequest,
    readonly sessionId: string,
  ) {
    super();
  }
}
