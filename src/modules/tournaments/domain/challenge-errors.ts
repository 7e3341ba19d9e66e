import { DomainError } from '../../../shared/errors/domain-error.js';
import type { ChallengeStatus } from './challenge.entity.js';
import { type MessageDescriptor, msg, withValues } from '#i18n';

const NOT_OPEN: Record<ChallengeStatus, MessageDescriptor> = {
  OPEN: msg({ message: 'This challenge is open.' }),
  ACCEPTED: msg({ message: 'This challenge has already been accepted.' }),
  CANCELLED: msg({ message: 'This challenge was cancelled.' }),
  EXPIRED: msg({ message: 'This challenge has expired.' }),
  DECLINED: msg({ message: 'This challenge was declined.' }),
};

/** The refusals of challenges (issue 33 §1), with their stable codes. */
export const ChallengeErrors = {
  notFound: () => DomainError.notFound(msg({ message: 'Challenge not found.' })),
  notOpen: (status: ChallengeStatus) => new DomainError('challenge_not_open', 'conflict', NOT_OPEN[status]),
  ownChallenge: () =>
    new DomainError('own_challenge', 'conflict', msg({ message: 'You cannot accept your own challenge.' })),
  notYours: () =>
    DomainError.forbidden(msg({ message: 'This challenge was sent to another player.' }), 'challenge_not_yours'),
  cancelForbidden: () =>
    DomainError.forbidden(
      msg({ message: 'Only the player who made the challenge can cancel it.' }),
      'challenge_cancel_forbidden',
    ),
  declineForbidden: () =>
    DomainError.forbidden(
      msg({ message: 'Only the player the challenge names can decline it.' }),
      'challenge_decline_forbidden',
    ),
  unknownOpponent: () =>
    DomainError.validation('opponent', msg({ message: 'No player has this username.' }), 'unknown_opponent'),
  selfOpponent: () =>
    DomainError.validation('opponent', msg({ message: 'You cannot challenge yourself.' }), 'self_challenge'),
  matchNotFound: () => DomainError.notFound(msg({ message: 'Match not found.' })),
  notYourMatch: () =>
    DomainError.forbidden(
      msg({ message: 'Only the two players of a match can offer a rematch.' }),
      'rematch_forbidden',
    ),
  matchNotOver: () =>
    new DomainError(
      'match_not_completed',
      'conflict',
      msg({ message: 'A rematch is offered once the match is over.' }),
    ),
  practiceMatch: () =>
    new DomainError(
      'practice_rematch',
      'conflict',
      msg({ message: 'A practice match has no rematch: play the computer again.' }),
    ),
  rematchOffered: () =>
    new DomainError(
      'rematch_already_offered',
      'conflict',
      msg({ message: 'A rematch of this match is already on offer.' }),
    ),
  tooManyOpen: (max: number) =>
    DomainError.refused(
      'too_many_open_challenges',
      withValues(
        msg({
          message:
            'You already have {max, plural, one {# open challenge} other {# open challenges}}, the most one player may have. Cancel one, or wait for it to be accepted or to expire.',
        }),
        { max },
      ),
    ),
};
