import type { EntityManager } from '@mikro-orm/postgresql';
import { RefreshToken } from '../domain/refresh-token.entity.js';
import type { SessionTokens } from './session-tokens.js';

/**
 * Ends every live session of the user but `keep` (the caller's own, or null for all), as a logout does: the
 * refresh tokens revoked, and every instance told, as this commits, to refuse the sessions' access tokens and
 * close their streams. Answers the ended sessions, for the caller to mark in the registry after commit.
 */
export async function endSessions(
  em: EntityManager,
  tokens: SessionTokens,
  userId: number,
  keep: string | null,
): Promise<string[]> {
  // A session's live head is its one unspent, unrevoked token; spent links of the chain end with it.
  const heads = await em.find(RefreshToken, { userId, usedAt: null, revokedAt: null }, { fields: ['familyId'] });
  const families = [...new Set(heads.map((token) => token.familyId))].filter((family) => family !== keep);
  for (const family of families) await tokens.revokeFamily(em, family);
  return families;
}
