import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from '../../domain/recovery-codes.js';
import { SecretBox } from '../../domain/secret-box.js';
import { acceptedTotpStep, isTotpCode } from '../../domain/totp.js';
import { RecoveryCode, TotpCredential } from '../../domain/two-factor.entity.js';
import type { User } from '../../domain/user.entity.js';
import { LoginThrottle } from './login-throttle.js';

/**
 * The throttle keys of an account's codes (issue 30 §4): per account and client address, MAX_FAILURES (10) in
 * the window, so that a stranger's wrong codes lock out the stranger's address and not the owner at theirs;
 * and per account over every address, MAX_CODE_FAILURES_PER_ACCOUNT, so that guesses spread over many
 * addresses still cannot get through. They never meet a login key: a login pair key has no ':' before its
 * '@' (the username's are escaped), and the address keys start with `address:`.
 */
const accountKey = (userId: number) => `mfa:${userId}`;
const addressKey = (userId: number, address: string) => `mfa:${userId}@${address.slice(0, 64)}`;

/** Wrong codes for one account in the window, over all addresses, before every code of it is refused. */
export const MAX_CODE_FAILURES_PER_ACCOUNT = 100;

/** What was accepted: a TOTP code, or one of the recovery codes (spent). */
export type SecondFactor = 'totp' | 'recovery_code';

/**
 * Checks codes of an account's second factor, inside the caller's transaction, one at a time per account (an
 * advisory lock): a TOTP code is accepted once (its time step is kept), a recovery code once (marked used).
 * Wrong codes count like wrong passwords (LoginThrottle's budgets, per account and address and per account;
 * 429 past either); the caller must let the transaction commit when it answers null, so the failure stays
 * counted. A suspended authenticator (a password reset, issue 30 §1) accepts no code.
 */
@Injectable()
export class SecondFactorCheck {
  readonly box: SecretBox;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.box = new SecretBox(config.jwtSecret);
  }

  async verify(
    em: EntityManager,
    userId: number,
    code: string,
    options: { pending?: boolean; address?: string } = {},
  ): Promise<SecondFactor | null> {
    const throttle = new LoginThrottle(em);
    const account = accountKey(userId);
    const fromAddress = addressKey(userId, options.address ?? '');
    // Always the account's key first, then the address's: two checks never wait on each other crosswise.
    await throttle.holdPair(em, account, MAX_CODE_FAILURES_PER_ACCOUNT);
    await throttle.holdPair(em, fromAddress);
    const accepted = await this.accept(em, userId, code.trim(), options.pending ?? false);
    if (accepted) {
      // The owner's right code clears their address's count, never the account's: a guesser spread over many
      // addresses gains nothing when the owner signs in meanwhile.
      await throttle.clearPair(em, fromAddress);
    } else {
      await throttle.recordPairFailure(em, account);
      await throttle.recordPairFailure(em, fromAddress);
    }
    await em.flush();
    return accepted;
  }

  /** Ten new recovery codes for the user, replacing any earlier ones; answers them to show once. */
  async replaceRecoveryCodes(em: EntityManager, userId: number): Promise<string[]> {
    await em.nativeDelete(RecoveryCode, { userId });
    const codes = newRecoveryCodes();
    for (const code of codes) em.persist(new RecoveryCode(userId, hashRecoveryCode(code)));
    return codes;
  }

  /**
   * Two-factor on with a secret the operator chose (ADMIN_TOTP_SECRET): confirmed as it is, since the operator
   * holds the secret. The same secret again changes nothing, so the last accepted step survives a restart.
   */
  async enrolWithSecret(em: EntityManager, user: User, secret: string): Promise<void> {
    let credential = await em.findOne(TotpCredential, { userId: user.id });
    if (credential?.isConfirmed && this.box.open(credential.secretCiphertext) === secret && user.twoFactorEnabled) {
      return;
    }
    const sealed = this.box.seal(secret);
    if (credential) credential.replaceSecret(sealed);
    else em.persist((credential = new TotpCredential(user.id, sealed)));
    credential.confirmConfigured();
    user.enableTwoFactor();
    await em.flush();
  }

  /** Removes the authenticator and the recovery codes (two-factor turned off). */
  async removeAll(em: EntityManager, userId: number): Promise<void> {
    await em.nativeDelete(RecoveryCode, { userId });
    await em.nativeDelete(TotpCredential, { userId });
  }

  /**
   * The user's authenticator, locked; `pending` asks for the one being set up rather than the confirmed (and
   * not suspended) one.
   */
  async credential(em: EntityManager, userId: number, pending: boolean): Promise<TotpCredential | null> {
    const found = await em.findOne(TotpCredential, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!found) return null;
    return (pending ? !found.isConfirmed : found.isActive) ? found : null;
  }

  private async accept(
    em: EntityManager,
    userId: number,
    code: string,
    pending: boolean,
  ): Promise<SecondFactor | null> {
    const credential = await this.credential(em, userId, pending);
    if (isTotpCode(code)) {
      const secret = credential && this.box.open(credential.secretCiphertext);
      if (!credential || !secret) return null;
      const step = await acceptedTotpStep(secret, code, credential.lastUsedStep);
      if (step === null) return null;
      if (pending) credential.confirm(step);
      else credential.accept(step);
      return 'totp';
    }
    // A set-up is confirmed by the authenticator only; recovery codes are for a confirmed one.
    if (pending || !credential || normaliseRecoveryCode(code).length === 0 || code.length > 64) return null;
    const recovery = await em.findOne(
      RecoveryCode,
      { userId, codeHash: hashRecoveryCode(code), usedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!recovery) return null;
    recovery.use();
    return 'recovery_code';
  }
}
