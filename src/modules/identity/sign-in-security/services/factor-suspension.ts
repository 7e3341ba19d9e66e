import type { EntityManager } from '@mikro-orm/postgresql';
import type { SuspendedFactorNotice } from '../../domain/account-mails.js';
import { SUSPENSION_LOOKBACK_MS } from '../../domain/factor-proof.js';
import { Passkey } from '../../domain/passkey.entity.js';
import { TotpCredential } from '../../domain/two-factor.entity.js';
import type { User } from '../../domain/user.entity.js';

/** A factor a reset suspended: what the mails name, and the subject of its keep link. */
export interface SuspendedFactor extends SuspendedFactorNotice {
  /** `passkey:<id>` or `totp`: the keep link's subject (account_tokens.subject). */
  subject: string;
}

/**
 * A password reset by email recovers the account (issue 30 §1): every passkey and the authenticator added in
 * the 7 days before it are suspended, in the reset's transaction. A thief's factor then signs nobody in, and
 * a suspended authenticator no longer asks the owner for a code they may not hold (two-factor is off until it
 * is kept). Older factors are the owner's by then: they stay.
 */
export async function suspendRecentFactors(
  em: EntityManager,
  user: User,
  now = new Date(),
): Promise<SuspendedFactor[]> {
  const since = new Date(now.getTime() - SUSPENSION_LOOKBACK_MS);
  const suspended: SuspendedFactor[] = [];
  const passkeys = await em.find(
    Passkey,
    { userId: user.id, createdAt: { $gt: since }, suspendedAt: null },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  for (const passkey of passkeys) {
    passkey.suspend(now);
    suspended.push({
      subject: `passkey:${passkey.id}`,
      kind: 'passkey',
      name: passkey.name,
      addedAt: passkey.createdAt,
    });
  }
  const totp = await em.findOne(TotpCredential, { userId: user.id, confirmedAt: { $gt: since }, suspendedAt: null });
  if (totp?.confirmedAt) {
    totp.suspend(now);
    user.disableTwoFactor();
    suspended.push({ subject: 'totp', kind: 'totp', name: null, addedAt: totp.confirmedAt });
  }
  await em.flush();
  return suspended;
}

/**
 * Brings back the factor a keep link names, if it is still suspended: answers what was kept, or null when
 * there is nothing to keep (removed, replaced by a new set-up, or kept already).
 */
export async function keepSuspendedFactor(
  em: EntityManager,
  user: User,
  subject: string,
): Promise<Pick<SuspendedFactor, 'kind' | 'name'> | null> {
  if (subject === 'totp') {
    const totp = await em.findOne(TotpCredential, { userId: user.id });
    if (!totp?.suspendedAt || !totp.isConfirmed) return null;
    totp.keep();
    user.enableTwoFactor();
    await em.flush();
    return { kind: 'totp', name: null };
  }
  const id = /^passkey:(\d{1,18})$/.exec(subject)?.[1];
  const passkey = id ? await em.findOne(Passkey, { id: Number(id), userId: user.id }) : null;
  if (!passkey?.isSuspended) return null;
  passkey.keep();
  await em.flush();
  return { kind: 'passkey', name: passkey.name };
}
