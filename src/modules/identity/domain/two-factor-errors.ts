import { DomainError } from '../../../shared/errors/domain-error.js';
import { msg } from '#i18n';

/** The refusals of two-factor sign-in, worded as the spec's error catalogue words its own. */
export const TwoFactorErrors = {
  wrongCode: (field = 'code') =>
    DomainError.validation(
      field,
      msg({ message: 'That code is not right, or was already used. Enter the current code.' }),
      'invalid_code',
    ),
  missingCode: (field = 'otp') =>
    DomainError.validation(
      field,
      msg({ message: 'Enter the code from your authenticator app to confirm.' }),
      'code_required',
    ),
  alreadyOn: () =>
    DomainError.refused('two_factor_enabled', msg({ message: 'Two-factor authentication is already on.' })),
  notOn: () => DomainError.refused('two_factor_not_enabled', msg({ message: 'Two-factor authentication is not on.' })),
  notStarted: () =>
    DomainError.refused(
      'two_factor_not_started',
      msg({ message: 'Start setting up two-factor authentication first.' }),
    ),
  challengeGone: () =>
    DomainError.validation(
      'mfa_token',
      msg({ message: 'This sign-in has expired. Please sign in again.' }),
      'mfa_token_invalid',
    ),
};
