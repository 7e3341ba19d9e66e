import { Command } from '@nestjs/cqrs';
import type { ProofRequest } from '../services/reauthentication.js';

/** Ten new recovery codes in place of the old ones (which stop working); answered once, to show. */
export class RenewRecoveryCodes extends Command<string[]> {
  constructor(readonly proof: ProofRequest) {
    super();
  }
}
