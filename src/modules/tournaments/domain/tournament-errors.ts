import { DomainError } from '../../../shared/errors/domain-error.js';
import { msg, withValues } from '#i18n';

/** The refusals of this context, with their stable codes. */
export const TournamentErrors = {
  notFound: () => DomainError.notFound(msg({ message: 'Tournament not found.' })),
  notOpen: () =>
    DomainError.refused('tournament_not_open', msg({ message: 'This tournament is no longer accepting players.' })),
  registrationClosed: () =>
    DomainError.refused(
      'registration_closed',
      msg({ message: 'Registration for this tournament has closed; it was not filled in time.' }),
    ),
  notLeavable: () =>
    DomainError.refused(
      'tournament_not_pending',
      msg({ message: 'You can only leave a tournament that is still waiting for players.' }),
    ),
  noSeat: () => DomainError.refused('not_registered', msg({ message: 'You do not have a seat in this tournament.' })),
  full: () => DomainError.refused('tournament_full', msg({ message: 'This tournament is full.' })),
  alreadyJoined: () =>
    DomainError.refused('already_participant', msg({ message: 'You are already registered for this tournament.' })),
  insufficientBalance: () =>
    DomainError.refused('insufficient_balance', msg({ message: 'Insufficient balance to pay the entry fee.' })),
  blocked: () =>
    DomainError.forbidden(msg({ message: 'Blocked accounts cannot take part in tournaments.' }), 'account_blocked'),
  tooManyOpen: (max: number) =>
    DomainError.refused(
      'too_many_open_tournaments',
      withValues(
        msg({
          message:
            'You already have {max, plural, one {# tournament} other {# tournaments}} waiting for players, the most one player may have open. Start or cancel one before creating another.',
        }),
        { max },
      ),
    ),
  notCancellable: () =>
    DomainError.refused(
      'tournament_not_cancellable',
      msg({ message: 'Only a tournament waiting for players can be cancelled.' }),
    ),
  cancelForbidden: () =>
    DomainError.forbidden(
      msg({ message: 'Only the creator of the tournament or an admin can cancel it.' }),
      'cancel_forbidden',
    ),
  notCheckingIn: () =>
    new DomainError(
      'not_checking_in',
      'conflict',
      msg({ message: 'This tournament is not checking in: check-in opens when its last seat fills.' }),
    ),
  checkInClosed: () =>
    new DomainError('check_in_closed', 'conflict', msg({ message: 'The check-in for this tournament has ended.' })),
  notParticipant: () =>
    DomainError.forbidden(msg({ message: 'You are not a participant in this tournament.' }), 'not_participant'),
  challengeSeat: () =>
    DomainError.forbidden(
      msg({ message: "A challenge's seat is taken by accepting the challenge, from its link." }),
      'challenge_only',
    ),
  historyUnavailable: () =>
    new DomainError(
      'history_unavailable',
      'forbidden',
      msg({ message: 'Tournament history is only available for completed tournaments' }),
      {
        asError: true,
      },
    ),
};
