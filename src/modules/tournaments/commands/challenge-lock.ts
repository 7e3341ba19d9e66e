import type { EntityManager } from '@mikro-orm/postgresql';
import { ChallengeErrors } from '../domain/challenge-errors.js';
import { Challenge } from '../domain/challenge.entity.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { lockTournament } from './admission.js';

/**
 * The challenge of `token` and its tournament, the tournament's row locked for the rest of the transaction: the
 * one lock every accept, cancel, decline, sweep and seat change of a challenge takes, so racing accepts (and an
 * accept racing a cancel) run one after the other and each sees what the previous one did. The challenge is read
 * again after the lock was granted.
 */
export async function lockChallenge(
  em: EntityManager,
  token: string,
): Promise<{ challenge: Challenge; tournament: Tournament }> {
  const found = await em.findOne(Challenge, { token });
  if (!found) throw ChallengeErrors.notFound();
  const tournament = await lockTournament(em, found.tournamentId);
  const challenge = await em.findOne(Challenge, { id: found.id }, { refresh: true });
  if (!tournament || !challenge) throw ChallengeErrors.notFound();
  return { challenge, tournament };
}
