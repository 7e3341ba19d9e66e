import { Command, Query } from '@nestjs/cqrs';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Counted, PageWindow } from '../../../../shared/http/pagination.js';
import type { SignInClient } from '../../domain/session.entity.js';
import type { User } from '../../domain/user.entity.js';
import type { TokenPair } from '../services/session-tokens.js';
import type { ProofRequest } from '../services/reauthentication.js';

/** A passkey as its owner sees it. */
export interface PasskeyView {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
  /** Set when a password reset suspended it (added in the 7 days before); null for a usable passkey. */
  suspended_at: string | null;
}

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

/** A passkey's answer: verified, a session starts as a password and a second factor would start one. */
export class SignInWithPasskey extends Command<{ user: User; tokens: TokenPair }> {
  constructor(
    readonly credential: unknown,
    readonly client: SignInClient,
  ) {
    super();
  }
}

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

export class ListPasskeys extends Query<Counted<PasskeyView>> {
  constructor(
    readonly userId: number,
    readonly window: PageWindow,
  ) {
    super();
  }
}
