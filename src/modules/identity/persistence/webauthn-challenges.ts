import type { EntityManager } from '@mikro-orm/postgresql';
import { all, db, first } from '../../../shared/database/query.js';
import { later, now } from '../../../shared/database/expressions.js';

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
    db(em)
      .with('expired', (q) =>
        q
          .deleteFrom('webauthn_challenges')
          .where('challenge', 'in', (eb) =>
            eb
              .selectFrom('webauthn_challenges')
              .select('challenge')
              .where('expires_at', '<', now())
              .limit(EXPIRED_PER_WRITE)
              .forUpdate()
              .skipLocked(),
          ),
      )
      .insertInto('webauthn_challenges')
      .values({ challenge, purpose, user_id: userId, expires_at: later({ secs: CHALLENGE_TTL_SECONDS }) }),
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
    db(em)
      .deleteFrom('webauthn_challenges')
      .where('challenge', '=', challenge)
      .where('purpose', '=', purpose)
      .where('expires_at', '>', now())
      .where((eb) => eb('user_id', 'is not distinct from', eb.cast<number | null>(eb.val(userId), 'integer')))
      .returning('challenge'),
  );
  return spent !== undefined;
}
