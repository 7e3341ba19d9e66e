import { DomainError } from '../../../shared/errors/domain-error.js';

/** The refusals of two-factor sign-in, worded as the spec's error catalogue words its own. */
export const TwoFactorErrors = {
  wrongCode: (field = 'code') =>
    DomainError.validation(
      field,
      'That code is not right, or was already used. Enter the current code.',
      'invalid_code',
    ),
  missingCode: (field = 'otp') =>
    DomainError.validation(field, 'Enter the code from your authenticator app to confirm.', 'code_required'),
  alreadyOn: () => DomainError.refused('two_factor_enabled', 'Two-factor authentication is already on.'),
  notOn: () => DomainError.refused('two_factor_not_enabled', 'Two-factor authentication is not on.'),
  notStarted: () => DomainError.refused('two_factor_not_started', 'Start setting up two-factor authentication first.'),
  challengeGone: () =>
    DomainError.validation('mfa_token', 'This sign-in has expired. Please sign in again.', 'mfa_token_invalid'),
};
