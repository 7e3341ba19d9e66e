import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { Session } from '../domain/session.entity.js';

/**
 * Refuses (403) unless the caller's session signed in within the last five minutes: what removing a passkey or
 * ending sessions asks (ASVS 5.0 V7.5.1/V7.5.2), so a stolen session cannot lock its owner out. The session's
 * sign-in time is kept in PostgreSQL, not in the access token, which a refresh re-issues.
 */
export async function requireFreshSignIn(
  em: EntityManager,
  userId: number,
  familyId: string | null,
  what: string,
): Promise<void> {
  const session = familyId ? await em.fork().findOne(Session, { familyId, userId }) : null;
  if (!session?.isFresh()) {
    throw DomainError.forbidden(
      `Sign in again to ${what}: this needs a sign-in from the last 5 minutes.`,
      'fresh_sign_in_required',
    );
  }
}
