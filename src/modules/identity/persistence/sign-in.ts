import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { UserLoggedIn } from '../contracts/identity.events.js';
import { MfaChallenge } from '../domain/two-factor.entity.js';
import type { User } from '../domain/user.entity.js';
import { recordClientAddress } from './client-addresses.js';
import type { SessionTokens, TokenPair } from './session-tokens.js';

/**
 * The end of every sign-in (the password alone, or the password then a second factor): the address noted for
 * the reviewer's signals, the event, and a new session. Runs in the sign-in's transaction.
 */
export async function completeSignIn(
  em: EntityManager,
  tokens: SessionTokens,
  user: User,
  address: string,
): Promise<TokenPair> {
  await recordClientAddress(em, user.id, address);
  await recordEvents(em, raise(UserLoggedIn, user.id, { userId: user.id, username: user.username }, user.id));
  return tokens.issue(em, user);
}

/** A right password of an account with two-factor on: the second step's one-time token, to send back with a code. */
export async function issueMfaChallenge(em: EntityManager, userId: number): Promise<string> {
  // Spent and expired challenges decide nothing: the account's are trimmed here, as account tokens are.
  await em.nativeDelete(MfaChallenge, { userId, expiresAt: { $lt: new Date() } });
  const { challenge, token } = MfaChallenge.issue(userId);
  await em.persist(challenge).flush();
  return token;
}
