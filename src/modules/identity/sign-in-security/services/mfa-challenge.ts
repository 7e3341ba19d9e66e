import type { EntityManager } from '@mikro-orm/postgresql';
import { MfaChallenge } from '../../domain/two-factor.entity.js';

/** A right password of an account with two-factor on: the second step's one-time token, to send back with a code. */
export async function issueMfaChallenge(em: EntityManager, userId: number): Promise<string> {
  // Spent and expired challenges decide nothing: the account's are trimmed here, as account tokens are.
  await em.nativeDelete(MfaChallenge, { userId, expiresAt: { $lt: new Date() } });
  const { challenge, token } = MfaChallenge.issue(userId);
  await em.persist(challenge).flush();
  return token;
}
