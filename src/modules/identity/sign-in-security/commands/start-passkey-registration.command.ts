import { Command } from '@nestjs/cqrs';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { ProofRequest } from '../services/reauthentication.js';

/**
 * Options for navigator.credentials.create(), for a signed-in player with proof of presence (`proof`, issue 30
 * §1); `origin` is the page's (Origin header).
 */
export class StartPasskeyRegistration extends Command<PublicKeyCredentialCreationOptionsJSON> {
  constructor(
    readonly proof: ProofRequest,
    readonly origin: string | null,
  ) {
    super();
  }
}
