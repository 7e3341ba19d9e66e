import { Command } from '@nestjs/cqrs';
import type { ProofRequest } from '../services/reauthentication.js';

/** A first code from the authenticator turns two-factor on; answers the ten recovery codes, shown once. */
export class ConfirmTotp extends Command<string[]> {
  constructor(
    readonly proof: ProofRequest,
    readonly code: string,
  ) {
    super();
  }
}
