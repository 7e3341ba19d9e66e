import { DomainError } from '../../../shared/errors/domain-error.js';
import { type Text, msg, withValues } from '#i18n';

/** What a proof from a factor younger than a session's sign-in cannot do (the 24-hour rule). */
export const SESSION_TOO_NEW = msg({
  message: 'sign out a session signed in with an older method (or the password)',
  comment: 'Ends "To …, first confirm it is you" and "… cannot …": an infinitive phrase.',
});

/** The refusals of re-authentication (issue 30 §1); the web client's dialog opens on the 403s' codes. */
export const ReauthErrors = {
  /** No proof in the request, and none given in the caller's session within 5 minutes. */
  required: (what: Text) =>
    new DomainError(
      'reauthentication_required',
      'forbidden',
      withValues(
        msg({
          message:
            'To {what}, first confirm it is you: enter your current password, a code from your authenticator app, or use a passkey. Being signed in is not enough.',
        }),
        { what },
      ),
    ),
  /** The proof came from a factor added less than 24 hours ago, and the change would evict an older one. */
  tooNew: (what: Text) =>
    new DomainError(
      'factor_too_new',
      'forbidden',
      withValues(
        msg({
          message:
            'A sign-in method added less than 24 hours ago cannot {what}. Confirm it is you with your password, or with a method you have had for longer.',
        }),
        { what },
      ),
    ),
  nothingGiven: () =>
    DomainError.validation(
      'current_password',
      msg({ message: 'Enter your current password, a code from your authenticator app, or use a passkey.' }),
      'proof_missing',
    ),
  severalGiven: () =>
    DomainError.validation(
      'non_field_errors',
      msg({ message: 'Give one proof at a time: your current password, a code, or a passkey.' }),
      'proof_ambiguous',
    ),
  /** A token from before sessions were recorded: no session to hold the proof. */
  noSession: () =>
    new DomainError('reauthentication_required', 'forbidden', msg({ message: 'Please sign in again first.' })),
};
