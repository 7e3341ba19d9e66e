import type { EntityManager } from '@mikro-orm/postgresql';
import { RefreshToken } from '../../domain/refresh-token.entity.js';
import { Session } from '../../domain/session.entity.js';
import type { SessionTokens } from './session-tokens.js';
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../../../shared/database/query.js';
import { now } from '../../../../shared/database/expressions.js';

/**
 * The session `s` is live while its family holds a token that is neither spent, revoked nor expired: a filter
 * for a query from `sessions as s`.
 */
export function liveFamily(eb: ExpressionBuilder<DB & { s: DB['sessions'] }, 's'>) {
  return eb.exists(
    eb
      .selectFrom('refresh_tokens as t')
      .select(eb.lit(1).as('one'))
      .whereRef('t.family_id', '=', 's.family_id')
      .where('t.used_at', 'is', null)
      .where('t.revoked_at', 'is', null)
      .where('t.expires_at', '>', now()),
  );
}

/** A live session: its refresh family, and when the factor that signed it in was added (null: the password). */
export interface LiveSession {
  familyId: string;
  signInFactorAt: Date | null;
}

/** Every live session of the user but `keep`'s (null for none kept). */
export async function liveSessions(em: EntityManager, userId: number, keep: string | null): Promise<LiveSession[]> {
  // A session's live head is its one unspent, unrevoked token; spent links of the chain end with it.
  const heads = await em.find(RefreshToken, { userId, usedAt: null, revokedAt: null }, { fields: ['familyId'] });
  const families = [...new Set(heads.map((token) => token.familyId))].filter((family) => family !== keep);
  if (families.length === 0) return [];
  const sessions = await em.find(Session, { familyId: { $in: families } });
  const factorOf = new Map(sessions.map((session) => [session.familyId, session.signInFactorAt]));
  // A family with no session record (issued before sessions were recorded) counts as a password sign-in.
  return families.map((familyId) => ({ familyId, signInFactorAt: factorOf.get(familyId) ?? null }));
}

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
  const families = (await liveSessions(em, userId, keep)).map((session) => session.familyId);
  for (const family of families) await tokens.revokeFamily(em, family);
  return families;
}
