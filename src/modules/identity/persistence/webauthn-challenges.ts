import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all, first } from '../../../shared/database/query.js';

export type ChallengePurpose = 'register' | 'sign_in' | 'reauth';

/** How long a passkey prompt may take: the options' timeout, and a little for the round trip. */
export const CHALLENGE_TTL_SECONDS = 300;
/** The browser's prompt gives up a little before the challenge does. */
export const PROMPT_TIMEOUT_MS = (CHALLENGE_TTL_SECONDS - 30) * 1000;
/** Expired challenges one issue deletes at most. */
const EXPIRED_PER_WRITE = 100;

/**
 * Keeps the random challenge of options just generated (SimpleWebAuthn draws 256 bits; base64url here), in
 * PostgreSQL so that any instance can check the answer. The same statement clears a few expired ones: the
 * table holds only prompts still open.
 */
export async function keepChallenge(
  em: EntityManager,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<void> {
  await all(
    em,
    sql<never>`
      WITH expired AS (
        DELETE FROM webauthn_challenges WHERE challenge IN (
          SELECT challenge FROM webauthn_challenges WHERE expires_at < now()
           LIMIT ${EXPIRED_PER_WRITE} FOR UPDATE SKIP LOCKED))
      INSERT INTO webauthn_challenges (challenge, purpose, user_id, expires_at)
      VALUES (${challenge}, ${purpose}, ${userId}, now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS}))`,
  );
}

/**
 * Spends a challenge: true once for a live one of this purpose (and user, for a registration), false for one
 * unknown, expired, already spent or issued for something else. The DELETE makes it single-use even when two
 * instances get the same answer at once.
 */
export async function spendChallenge(
  em: EntityManager,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<boolean> {
  if (challenge.length > 64) return false;
  const spent = await first(
    em,
    sql<{ challenge: string }>`
      DELETE FROM webauthn_challenges
       WHERE challenge = ${challenge} AND purpose = ${purpose} AND expires_at > now()
         AND user_id IS NOT DISTINCT FROM ${userId}::integer
      RETURNING challenge`,
  );
  return spent !== undefined;
}
