import { Command } from '@nestjs/cqrs';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';

/** Options for navigator.credentials.get() with no user named: the authenticator offers its passkeys. */
export class StartPasskeySignIn extends Command<PublicKeyCredentialRequestOptionsJSON> {
  constructor(
    readonly origin: string | null,
    /** The client's address: options are throttled per address (each keeps a challenge row). */
    readonly address: string,
  ) {
    super();
  }
}
