import { DomainError } from '../../../shared/errors/domain-error.js';
import { msg } from '#i18n';

/** One answer for a token that is unknown, used, expired or of another purpose: none is told apart. */
export const invalidLink = () =>
  DomainError.validation(
    'token',
    msg({ message: 'This link is invalid or has expired. Please ask for a new one.' }),
    'token_invalid',
  );

export const wrongCurrentPassword = () =>
  DomainError.validation(
    'current_password',
    msg({ message: 'Your current password is incorrect.' }),
    'wrong_current_password',
  );

export const TAKEN_EMAIL = msg({ message: 'A user with that email already exists.' });
