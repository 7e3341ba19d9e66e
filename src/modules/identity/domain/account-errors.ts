import { DomainError } from '../../../shared/errors/domain-error.js';

/** One answer for a token that is unknown, used, expired or of another purpose: none is told apart. */
export const invalidLink = () =>
  DomainError.validation('token', 'This link is invalid or has expired. Please ask for a new one.', 'token_invalid');

export const wrongCurrentPassword = () =>
  DomainError.validation('current_password', 'Your current password is incorrect.', 'wrong_current_password');

export const TAKEN_EMAIL = 'A user with that email already exists.';
