import { DomainError } from '../../../shared/errors/domain-error.js';
import { ZERO_CENTS, type Cents } from '../../../shared/money/money.js';
import { isDepositLimit, type LimitKind } from './limits.js';
import { restrictionMessage, type Restriction } from './restrictions.js';
import { type Text, amount, msg, withValues } from '#i18n';

/** The rolling window of a limit, as the refusal's select names it. */
const WINDOW_OF: Record<LimitKind, 'daily' | 'weekly' | 'monthly'> = {
  deposit_daily: 'daily',
  deposit_weekly: 'weekly',
  deposit_monthly: 'monthly',
  loss_daily: 'daily',
  loss_weekly: 'weekly',
  loss_monthly: 'monthly',
};

export const ProtectionErrors = {
  noDateOfBirth: () =>
    new DomainError(
      'date_of_birth_required',
      'forbidden',
      msg({ message: 'Confirm your date of birth before your first deposit.' }),
    ),

  /**
   * 403 {"error"}, as the withdrawal's other account rule (a verified email): the withdraw form shows `error`,
   * and the fix is a step on the profile, not a field of that form.
   */
  noDateOfBirthToWithdraw: () =>
    new DomainError(
      'date_of_birth_required',
      'forbidden',
      msg({ message: 'Declare your date of birth on your profile before withdrawing.' }),
      { asError: true },
    ),

  /**
   * 403 {"error"}: coins at stake (a seat's fee, a challenge's) need a declared date of birth, as a deposit and a
   * withdrawal do (issue 33: the date of birth before money). An account from before the rule may hold coins
   * without one; it declares it on the profile first.
   */
  noDateOfBirthToStake: () =>
    new DomainError(
      'date_of_birth_required',
      'forbidden',
      msg({ message: 'Declare your date of birth on your profile before playing for coins.' }),
      { asError: true },
    ),

  restricted: (restriction: Restriction) =>
    new DomainError(
      restriction.kind === 'time_out' ? 'timed_out' : 'self_excluded',
      'forbidden',
      restrictionMessage(restriction),
    ),

  /**
   * 400 {"error"}: the message names the limit, its rolling window and what is left (the one error shape); and,
   * when checkouts not yet paid take part of it, how much, since the player may not think of those as deposits.
   */
  limitReached: (kind: LimitKind, limit: Cents, remaining: Cents, unpaid: Cents = ZERO_CENTS) => {
    const what = isDepositLimit(kind) ? 'deposit' : 'loss';
    const held =
      unpaid > 0
        ? withValues(msg({ message: ' A checkout not yet paid holds {unpaid} of the limit until it closes.' }), {
            unpaid: amount(unpaid),
          })
        : '';
    return new DomainError(
      `${what}_limit_reached`,
      'refused',
      withValues(
        msg({
          message:
            'This would pass your {what, select, deposit {deposit} other {loss}} limit of {limit} per {window, select, daily {24 hours} weekly {7 days} other {30 days}}: {remaining} remains.{held}',
        }),
        { what, limit: amount(limit), window: WINDOW_OF[kind], remaining: amount(remaining), held },
      ),
    );
  },

  dateOfBirthAlreadySet: () =>
    new DomainError(
      'date_of_birth_set',
      'validation',
      msg({ message: 'Your date of birth is already confirmed. Contact support to correct it.' }),
      {
        fields: {
          date_of_birth: [msg({ message: 'Your date of birth is already confirmed. Contact support to correct it.' })],
        },
      },
    ),

  reopenNotYet: () =>
    DomainError.refused(
      'reopen_not_yet',
      msg({ message: 'A self-exclusion can be reopened only after its period has ended.' }),
    ),

  notSelfExcluded: () =>
    DomainError.refused('not_self_excluded', msg({ message: 'Your account is not self-excluded.' })),

  /**
   * 403 {"error"} (issue 30 §2): a registration, or an account's money, that a break in force covers. It says so
   * plainly, with no date and no account, and points to the page with the help links.
   */
  excludedEmail: () =>
    new DomainError('excluded_email', 'forbidden', EXCLUDED_EMAIL_MESSAGE, {
      asError: true,
    }),

  excludedAccount: () =>
    new DomainError(
      'excluded_email',
      'forbidden',
      msg({
        message:
          "Deposits and paid entries are closed: this account's email address is covered by a self-exclusion or time-out that is still in force. See Safer play (/safer-play) for help.",
      }),
      { asError: true },
    ),

  /** 403 {"error"}: money in waits for an admin; the player is told what they can still do, not why. */
  heldForReview: () =>
    new DomainError(
      'held_for_review',
      'forbidden',
      msg({
        message:
          'Your account is waiting for a review by our team: deposits and paid entries stay closed until it is done. You can still sign in, play free tournaments and withdraw.',
      }),
      { asError: true },
    ),

  heldWithoutDateOfBirth: () =>
    new DomainError(
      'held_for_review',
      'forbidden',
      msg({
        message:
          'Your account is waiting for a review by our team after a date of birth under age: a withdrawal waits for it.',
      }),
      { asError: true },
    ),

  dateOfBirthLocked: () =>
    DomainError.validation(
      'date_of_birth',
      msg({
        message:
          'A date of birth under age was given for this account, so it cannot declare another. It waits for a review by our team.',
      }),
      'date_of_birth_locked',
    ),

  notClearable: (message: Text) => DomainError.refused('review_hold_not_clearable', message),
};

export const EXCLUDED_EMAIL_MESSAGE = msg({
  message:
    'This email address is covered by a self-exclusion or time-out that is still in force, and that covers new accounts too. See Safer play (/safer-play) for help and for how a break ends.',
});
