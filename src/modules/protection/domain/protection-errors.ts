import { DomainError } from '../../../shared/errors/domain-error.js';
import { formatCents, type Cents } from '../../../shared/money/money.js';
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

  /** 400 {"error"}: the message names the limit, its rolling window and what is left (the one error shape). */
  limitReached: (kind: LimitKind, limit: Cents, remaining: Cents) => {
    const what = isDepositLimit(kind) ? 'deposit' : 'loss';
    return new DomainError(
      `${what}_limit_reached`,
      'refused',
      `This would pass your ${what} limit of ${formatCents(limit)} per ${WINDOW_NAMES[kind]}: ${formatCents(remaining)} remains.`,
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
