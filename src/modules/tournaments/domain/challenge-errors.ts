import { DomainError } from '../../../shared/errors/domain-error.js';
import type { ChallengeStatus } from './challenge.entity.js';

const NOT_OPEN: Record<ChallengeStatus, string> = {
  OPEN: 'This challenge is open.',
  ACCEPTED: 'This challenge has already been accepted.',
  CANCELLED: 'This challenge was cancelled.',
  EXPIRED: 'This challenge has expired.',
  DECLINED: 'This challenge was declined.',
};

/** The refusals of challenges (issue 33 §1), with their stable codes. */
export const ChallengeErrors = {
  notFound: () => DomainError.notFound('Challenge not found.'),
  notOpen: (status: ChallengeStatus) => new DomainError('challenge_not_open', 'conflict', NOT_OPEN[status]),
  ownChallenge: () => new DomainError('own_challenge', 'conflict', 'You cannot accept your own challenge.'),
  notYours: () => DomainError.forbidden('This challenge was sent to another player.', 'challenge_not_yours'),
  cancelForbidden: () =>
    DomainError.forbidden('Only the player who made the challenge can cancel it.', 'challenge_cancel_forbidden'),
  declineForbidden: () =>
    DomainError.forbidden('Only the player the challenge names can decline it.', 'challenge_decline_forbidden'),
  unknownOpponent: () => DomainError.validation('opponent', 'No player has this username.', 'unknown_opponent'),
  selfOpponent: () => DomainError.validation('opponent', 'You cannot challenge yourself.', 'self_challenge'),
  matchNotFound: () => DomainError.notFound('Match not found.'),
  notYourMatch: () =>
    DomainError.forbidden('Only the two players of a match can offer a rematch.', 'rematch_forbidden'),
  matchNotOver: () =>
    new DomainError('match_not_completed', 'conflict', 'A rematch is offered once the match is over.'),
  practiceMatch: () =>
    new DomainError('practice_rematch', 'conflict', 'A practice match has no rematch: play the computer again.'),
  rematchOffered: () =>
    new DomainError('rematch_already_offered', 'conflict', 'A rematch of this match is already on offer.'),
  tooManyOpen: (max: number) =>
    DomainError.refused(
      'too_many_open_challenges',
      `You already have ${max} open challenge${max === 1 ? '' : 's'}, the most one player may have. Cancel one, or wait for it to be accepted or to expire.`,
    ),
};
