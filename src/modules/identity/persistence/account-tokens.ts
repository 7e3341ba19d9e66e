import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  AccountToken,
  type AccountTokenPurpose,
  hashAccountToken,
  newAccountToken,
} from '../domain/account-token.entity.js';

/**
 * Issues a one-time token of `purpose` for `email` (about `subject`, for a purpose that acts on one thing),
 * spending the user's earlier unused tokens of the same purpose and subject (only the newest link works).
 * Answers the token itself, to mail; only its hash is stored.
 */
export async function issueAccountToken(
  em: EntityManager,
  userId: number,
  purpose: AccountTokenPurpose,
  email: string,
  subject: string | null = null,
): Promise<string> {
  const now = new Date();
  await em.nativeUpdate(AccountToken, { userId, purpose, subject, usedAt: null }, { usedAt: now });
  // Dead links decide nothing (an unknown token is refused like a used one): the account's are trimmed here.
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await em.nativeDelete(AccountToken, { userId, $or: [{ usedAt: { $lt: dayAgo } }, { expiresAt: { $lt: dayAgo } }] });
  const { token, hash } = newAccountToken();
  const issued = new AccountToken(userId, purpose, hash, email);
  issued.subject = subject;
  em.persist(issued);
  await em.flush();
  return token;
}

/**
 * The usable token of `purpose` with this value, locked and spent in the caller's transaction; null when it
 * is unknown, of another purpose, used or expired (one answer for all, so none is told apart).
 */
export async function spendAccountToken(
  em: EntityManager,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<AccountToken | null> {
  const found = await em.findOne(
    AccountToken,
    { tokenHash: hashAccountToken(token), purpose },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!found || !found.isUsable()) return null;
  found.use();
  return found;
}

/**
 * The token of `purpose` with this value, usable or not, without spending it: what a spent link was about.
 * Null when no such token is stored (never issued, another purpose, or trimmed a day after it died).
 */
export async function findAccountToken(
  em: EntityManager,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<AccountToken | null> {
  return em.findOne(AccountToken, { tokenHash: hashAccountToken(token), purpose });
}

/** Spends every unused token of the user (all purposes, or one): a new password or address ends old links. */
export async function spendAllAccountTokens(
  em: EntityManager,
  userId: number,
  purpose?: AccountTokenPurpose,
): Promise<void> {
  await em.nativeUpdate(AccountToken, purpose ? { userId, purpose, usedAt: null } : { userId, usedAt: null }, {
    usedAt: new Date(),
  });
}
