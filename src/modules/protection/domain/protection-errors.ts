import { DomainError } from '../../../shared/errors/domain-error.js';
import { formatCents, ZERO_CENTS, type Cents } from '../../../shared/money/money.js';
import { isDepositLimit, WINDOW_NAMES, type LimitKind } from './limits.js';
import { restrictionMessage, type Restriction } from './restrictions.js';

export const ProtectionErrors = {
  noDateOfBirth: () =>
    new DomainError('date_of_birth_required', 'forbidden', 'Confirm your date of birth before your first deposit.'),

  /**
   * 403 {"error"}, as the withdrawal's other account rule (a verified email): the withdraw form shows `error`,
   * and the fix is a step on the profile, not a field of that form.
   */
  noDateOfBirthToWithdraw: () =>
    new DomainError(
      'date_of_birth_required',
      'forbidden',
      'Declare your date of birth on your profile before withdrawing.',
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
      unpaid > 0 ? ` A checkout not yet paid holds ${formatCents(unpaid)} of the limit until it closes.` : '';
    return new DomainError(
      `${what}_limit_reached`,
      'refused',
      `This would pass your ${what} limit of ${formatCents(limit)} per ${WINDOW_NAMES[kind]}: ${formatCents(remaining)} remains.${held}`,
    );
  },

  dateOfBirthAlreadySet: () =>
    new DomainError(
      'date_of_birth_set',
      'validation',
      'Your date of birth is already confirmed. Contact support to correct it.',
      { fields: { date_of_birth: ['Your date of birth is already confirmed. Contact support to correct it.'] } },
    ),

  reopenNotYet: () =>
    DomainError.refused('reopen_not_yet', 'A self-exclusion can be reopened only after its period has ended.'),

  notSelfExcluded: () => DomainError.refused('not_self_excluded', 'Your account is not self-excluded.'),
};
