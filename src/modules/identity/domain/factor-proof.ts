/**
 * Proof that the person at the keyboard holds one of the account's factors, and the rules of what it may
 * change (issue 30 §1, docs/decisions.md). A session alone is never proof: a token stolen a second after the
 * sign-in must not enrol anything.
 */

/** How a proof was given: the current password, an authenticator code, a recovery code, a passkey. */
export const PROOF_METHODS = ['password', 'totp', 'recovery_code', 'passkey'] as const;
export type ProofMethod = (typeof PROOF_METHODS)[number];

/** How a session signed in: a proof method, or the registration that made the account (the password). */
export type SignInMethod = ProofMethod | 'registration';

export interface FactorProof {
  method: ProofMethod;
  /**
   * When the factor that gave the proof was added: a passkey's creation, the authenticator's confirmation
   * (its recovery codes share it). Null for the password, the account's first factor and the oldest: only the
   * owner of the password or of the mailbox (a reset) ever sets one.
   */
  factorSince: Date | null;
}

/** How long a proof from `POST /api/accounts/reauthenticate/` (or a sign-in, to end sessions) lasts. */
export const REAUTHENTICATION_WINDOW_MS = 5 * 60 * 1000;
/** A factor younger than this cannot evict an older one. */
export const YOUNG_FACTOR_MS = 24 * 60 * 60 * 1000;
/** A password reset by email suspends every factor added within this before it. */
export const SUSPENSION_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

/** A factor added less than 24 hours ago. */
export function isYoungFactor(since: Date | null, now = new Date()): boolean {
  return since !== null && now.getTime() - since.getTime() < YOUNG_FACTOR_MS;
}

/**
 * Whether `proof` may remove a factor added at `targetSince`, or end a session signed in with one (null: the
 * password). A factor younger than 24 hours may evict only factors as young as itself or younger (itself
 * included), never an older one: a factor a thief added cannot push out the owner's, nor sign the owner's
 * sessions out. The password, and any factor past its first day, may evict anything.
 */
export function mayEvict(proof: FactorProof, targetSince: Date | null, now = new Date()): boolean {
  const since = proof.factorSince;
  if (since === null || !isYoungFactor(since, now)) return true;
  return targetSince !== null && targetSince.getTime() >= since.getTime();
}

/** Of two proofs the one that may evict more: the one whose factor is older (the password oldest of all). */
export function strongerProof(a: FactorProof | null, b: FactorProof | null): FactorProof | null {
  if (!a || !b) return a ?? b;
  if (a.factorSince === null) return a;
  if (b.factorSince === null) return b;
  return a.factorSince.getTime() <= b.factorSince.getTime() ? a : b;
}
