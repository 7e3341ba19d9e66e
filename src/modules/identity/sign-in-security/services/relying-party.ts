import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { Passkey } from '../../domain/passkey.entity.js';
import { passkeyErrors } from '../../domain/passkey-errors.js';
import { clientDataOf, originAllowed, type ClientData } from '../../domain/webauthn-client-data.js';
import {
  keepChallenge,
  PROMPT_TIMEOUT_MS,
  spendChallenge,
  type ChallengePurpose,
} from '../../persistence/webauthn-challenges.js';

/**
 * SimpleWebAuthn is loaded on the first passkey call, not with the server's modules: with Stripe's (loaded likewise)
 * it was a fifth of their import time, paid by every start and test file before any player used a passkey.
 */
export const webAuthn = () => import('@simplewebauthn/server');

export const RP_NAME = 'Spockout';
/**
 * EdDSA, ES256, RS256: what authenticators make. Named here so SimpleWebAuthn does not probe Node for ML-DSA,
 * which prints an "experimental" warning into the server's output.
 */
export const ALGORITHMS = [-8, -7, -257];

/** The WebAuthn user handle: the account's id, no name or address in it (the authenticator stores it). */
export const userHandle = (userId: number) => Buffer.from(String(userId)).toString('base64url');

/** A verified assertion: the passkey that made it (read, not locked) and the counter it reported. */
export interface Assertion {
  passkey: Passkey;
  newCounter: number;
}

/**
 * Where passkeys may be used, and the checks every answer passes: its origin and challenge before its signature
 * is looked at, then the signature. Used by the passkey routes and by re-authentication with a passkey.
 */
@Injectable()
export class RelyingParty {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  rpId(origin: string | null): string {
    const { rpId } = this.config.webauthn;
    // Without an Origin header (not a browser) the answer's own origin is checked later.
    if (!rpId || (origin !== null && !originAllowed(origin, this.config.webauthn))) throw passkeyErrors.origin(rpId);
    return rpId;
  }

  /**
   * The answer's client data, its origin allowed and its challenge spent. The challenge is spent in a
   * transaction of its own, committed before the signature is checked: a failed attempt cannot be retried.
   */
  async checkAnswer(
    em: EntityManager,
    credential: unknown,
    purpose: ChallengePurpose,
    userId: number | null,
  ): Promise<ClientData & { rpId: string }> {
    const data = clientDataOf(credential);
    if (!data) throw passkeyErrors.challenge();
    const rpId = this.rpId(data.origin);
    if (!(await spendChallenge(em.fork(), data.challenge, purpose, userId))) throw passkeyErrors.challenge();
    return { ...data, rpId };
  }

  /**
   * Options for navigator.credentials.get(), their challenge kept for `purpose`: no user named for a sign-in
   * (the authenticator offers its passkeys), the account's usable passkeys for a re-authentication.
   */
  async requestOptions(em: EntityManager, origin: string | null, purpose: ChallengePurpose, userId: number | null) {
    const rpID = this.rpId(origin);
    const allowed = userId === null ? null : await em.find(Passkey, { userId, suspendedAt: null });
    const { generateAuthenticationOptions } = await webAuthn();
    const options = await generateAuthenticationOptions({
      rpID,
      userVerification: 'required',
      timeout: PROMPT_TIMEOUT_MS,
      allowCredentials: allowed?.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transportList() })),
    });
    await keepChallenge(em, options.challenge, purpose, userId);
    return options;
  }

  /**
   * Verifies a passkey's answer to a challenge of `purpose` (for `userId`, or anyone's for a sign-in): the
   * passkey must be registered (to that user), verify, and not be suspended. The caller records its use.
   */
  async verifyAssertion(
    em: EntityManager,
    credential: unknown,
    purpose: ChallengePurpose,
    userId: number | null,
  ): Promise<Assertion> {
    const answer = await this.checkAnswer(em, credential, purpose, userId);
    const response = credential as AuthenticationResponseJSON;
    if (typeof response.id !== 'string' || response.id.length > 1400) throw passkeyErrors.failed();
    const passkey = await em.fork().findOne(Passkey, { credentialId: response.id });
    if (!passkey || (userId !== null && passkey.userId !== userId)) throw passkeyErrors.unknown();
    // The authenticator names the account it made the passkey for; it must be the passkey's owner.
    const handle = response.response.userHandle; // clientDataOf found `response` there
    if (handle !== undefined && handle !== userHandle(passkey.userId)) throw passkeyErrors.failed();
    let verified;
    const { verifyAuthenticationResponse } = await webAuthn();
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: answer.challenge,
        expectedOrigin: answer.origin,
        expectedRPID: answer.rpId,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transportList(),
        },
        requireUserVerification: true,
      });
    } catch {
      throw passkeyErrors.failed();
    }
    if (!verified.verified) throw passkeyErrors.failed();
    // Told only to whoever holds the passkey: its signature just verified.
    if (passkey.isSuspended) throw passkeyErrors.suspended();
    return { passkey, newCounter: verified.authenticationInfo.newCounter };
  }
}
