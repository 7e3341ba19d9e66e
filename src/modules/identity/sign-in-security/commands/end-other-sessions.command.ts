import { Command } from '@nestjs/cqrs';
import type { ProofRequest } from '../services/reauthentication.js';

/** Ends every live session of the user but the caller's, under the same proof as EndSession; answers how many. */
export class EndOtherSessions extends Command<number> {
  constructor(readonly proof: ProofRequest) {
    super();
  }
}
