import { Command } from '@nestjs/cqrs';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';

/** Options for navigator.credentials.get() naming the caller's usable passkeys, for a `reauth` challenge. */
export class StartPasskeyReauthentication extends Command<PublicKeyCredentialRequestOptionsJSON> {
  constructor(
    readonly userId: number,
    readonly origin: string | null,
  ) {
    super();
  }
}
