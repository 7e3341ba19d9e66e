import { DomainError } from '../../../shared/errors/domain-error.js';
import { formatCents, type Cents } from '../../../shared/money/money.js';
import { isDepositLimit, WINDOW_HOURS, WINDOW_NAMES, type LimitKind } from './limits.js';
import { restrictionMessage, type Restriction } from './restrictions.js';

export const ProtectionErrors = {
  noDateOfBirth: () =>
    new DomainError('date_of_birth_required', 'forbidden', 'Confirm your date of birth before your first deposit.'),

  restricted: (restriction: Restriction) =>
    new DomainError(
      restriction.kind === 'time_out' ? 'timed_out' : 'self_excluded',
      'forbidden',
      restrictionMessage(restriction),
      {
        extra: { restriction: restriction.kind, ends_at: restriction.endsAt?.toISOString() ?? null },
      },
    ),

  /** 400 {"error", "limit", "window", "amount", "remaining"}: which limit, over which rolling window, and what is left. */
  limitReached: (kind: LimitKind, limit: Cents, remaining: Cents) => {
    const what = isDepositLimit(kind) ? 'deposit' : 'loss';
    return new DomainError(
      `${what}_limit_reached`,
      'refused',
      `This would pass your ${what} limit of ${formatCents(limit)} per ${WINDOW_NAMES[kind]}: ${formatCents(remaining)} remains.`,
      {
        extra: {
          limit: kind,
          amount: formatCents(limit),
          window_hours: WINDOW_HOURS[kind],
          remaining: formatCents(remaining),
        },
      },
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
