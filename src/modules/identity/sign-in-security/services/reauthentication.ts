import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../../shared/transaction.js';
import { strongerProof, type FactorProof } from '../../domain/factor-proof.js';
import { Passkey } from '../../domain/passkey.entity.js';
import { passkeyErrors } from '../../domain/passkey-errors.js';
import { Session } from '../../domain/session.entity.js';
import { withCurrentPassword } from '../../account/services/current-password.js';
import { SecondFactorCheck } from './second-factor.js';
import { wrongCurrentPassword } from '../../domain/account-errors.js';
import { ReauthErrors } from '../../domain/reauthentication-errors.js';
import { RelyingParty } from './relying-party.js';
import { TwoFactorErrors } from '../../domain/two-factor-errors.js';
import { type Text } from '#i18n';

/** Who asks, from which session and address, with what proof in the request (each optional). */
export interface ProofRequest {
  userId: number;
  /** The caller's session: the access token's refresh family (`sid`). */
  sessionId: string | null;
  address: string;
  currentPassword?: string | null;
  /** A code of the account's authenticator app, or one of its recovery codes. */
  otp?: string | null;
}

/**
 * Re-authentication (issue 30 §1, ASVS 5.0 V6.4.3, V7.5.1, V7.5.2). A change to what signs in needs proof given
 * for it: the current password, a code of the enrolled authenticator (or a recovery code), or a passkey's
 * assertion; in the request itself, or recorded on the caller's session by `POST /api/accounts/reauthenticate/`
 * within the last 5 minutes. The sign-in that made the session never counts for that. A wrong proof is a
 * 400 counted like a failed sign-in (the password under the login throttle, a code under the codes').
 */
@Injectable()
export class Reauthentication {
  constructor(
    private readonly em: EntityManager,
    private readonly codes: SecondFactorCheck,
    private readonly relyingParty: RelyingParty,
  ) {}

  /** The proof a change of factor needs; 403 `reauthentication_required` without one. */
  async require(request: ProofRequest, what: Text): Promise<FactorProof> {
    const given = await this.given(request);
    if (given) return given;
    const proof = (await this.session(request))?.reauthentication() ?? null;
    if (!proof) throw ReauthErrors.required(what);
    return proof;
  }

  /**
   * The proof ending sessions needs: a re-authentication, or (as before issue 30) a sign-in, within 5 minutes;
   * the stronger of the two when both are there. The caller applies the 24-hour rule to what it ends.
   */
  async requireForSessions(request: ProofRequest, what: Text): Promise<FactorProof> {
    const session = await this.session(request);
    const proof = strongerProof(session?.reauthentication() ?? null, session?.freshSignIn() ?? null);
    if (!proof) throw ReauthErrors.required(what);
    return proof;
  }

  /**
   * `POST /api/accounts/reauthenticate/`: checks the one proof given (a passkey's answer to a `reauth` challenge,
   * or as `require` takes it) and records it on the caller's session; answers when it lapses. A code also
   * counts as the session's second factor, which an admin's passkey sign-in lacked.
   */
  async reauthenticate(request: ProofRequest & { passkey?: unknown }): Promise<{ proof: FactorProof; until: Date }> {
    const { userId, sessionId, passkey } = request;
    const kinds = [request.currentPassword, request.otp, passkey].filter((given) => given != null);
    if (kinds.length === 0) throw ReauthErrors.nothingGiven();
    if (kinds.length > 1) throw ReauthErrors.severalGiven();
    if (!sessionId) throw ReauthErrors.noSession();
    const proof = passkey != null ? await this.passkey(userId, passkey) : await this.given(request);
    if (!proof) throw ReauthErrors.nothingGiven();
    return transaction(this.em, async (em) => {
      const session = await em.findOne(
        Session,
        { familyId: sessionId, userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!session) throw ReauthErrors.noSession();
      const until = session.reauthenticate(proof);
      await em.flush();
      return { proof, until };
    });
  }

  /** A code just accepted in the caller's session (an authenticator confirmed in it) counts as its second factor. */
  async recordSecondFactor(em: EntityManager, userId: number, sessionId: string | null): Promise<void> {
    if (!sessionId) return;
    const session = await em.findOne(Session, { familyId: sessionId, userId });
    session?.recordSecondFactor();
  }

  private session({ userId, sessionId }: ProofRequest): Promise<Session | null> {
    return sessionId ? this.em.fork().findOne(Session, { familyId: sessionId, userId }) : Promise.resolve(null);
  }

  /** The proof in the request: checked (400 when wrong), or null when there is none. */
  private async given({ userId, address, currentPassword, otp }: ProofRequest): Promise<FactorProof | null> {
    if (currentPassword != null) return this.password(userId, currentPassword, address);
    if (otp != null) return this.code(userId, otp, address);
    return null;
  }

  private async password(userId: number, currentPassword: string, address: string): Promise<FactorProof> {
    const right = await withCurrentPassword(this.em, userId, currentPassword, address, () => Promise.resolve(true));
    if (!right) throw wrongCurrentPassword();
    return { method: 'password', factorSince: null };
  }

  private async code(userId: number, otp: string, address: string): Promise<FactorProof> {
    // Its own transaction: a wrong code stays counted though the caller is refused.
    const proof = await transaction(this.em, async (em): Promise<FactorProof | null> => {
      const accepted = await this.codes.verify(em, userId, otp, { address });
      const credential = accepted ? await this.codes.credential(em, userId, false) : null;
      return accepted && credential ? { method: accepted, factorSince: credential.confirmedAt } : null;
    });
    if (!proof) throw TwoFactorErrors.wrongCode('otp');
    return proof;
  }

  private async passkey(userId: number, credential: unknown): Promise<FactorProof> {
    const { passkey, newCounter } = await this.relyingParty.verifyAssertion(this.em, credential, 'reauth', userId);
    return transaction(this.em, async (em) => {
      const locked = await em.findOne(Passkey, passkey.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!locked || locked.isSuspended || !locked.recordUse(newCounter)) throw passkeyErrors.failed();
      await em.flush();
      return { method: 'passkey' as const, factorSince: locked.createdAt };
    });
  }
}
