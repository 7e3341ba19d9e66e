import { Command } from '@nestjs/cqrs';
import type { ProofRequest } from '../services/reauthentication.js';
import { type PasskeyView } from '../queries/passkey.view.js';

/** The browser's answer to those options, with proof of presence again: verified, the passkey is kept. */
export class RegisterPasskey extends Command<PasskeyView> {
  constructor(
    readonly proof: ProofRequest,
    readonly credential: unknown,
    readonly name: string | null,
    readonly userAgent: string,
  ) {
    super();
  }
}
