import { DomainError } from '../../../shared/errors/domain-error.js';
import { msg, withValues } from '#i18n';

/** The refusals of the passkey routes: 400 `{"error": "..."}` unless said otherwise. */
export const passkeyErrors = {
  /** No challenge in the answer, or one unknown, expired, used or issued for something else. */
  challenge: () =>
    DomainError.refused(
      'passkey_challenge',
      msg({ message: 'This passkey request has expired or was already used. Please try again.' }),
    ),
  origin: (rpId: string | null) =>
    DomainError.refused(
      'passkey_origin',
      rpId
        ? withValues(msg({ message: 'Passkeys work only on {rpId}. Open Spockout at that address to use one.' }), {
            rpId,
          })
        : msg({ message: 'Passkeys are not available on this server.' }),
    ),
  failed: () =>
    DomainError.refused('passkey_invalid', msg({ message: 'The passkey could not be verified. Please try again.' })),
  unknown: () =>
    DomainError.refused(
      'passkey_unknown',
      msg({
        message:
          'This passkey is not registered with Spockout. Sign in with your password and add it on the Security page.',
      }),
    ),
  suspended: () =>
    DomainError.refused(
      'passkey_suspended',
      msg({
        message:
          "This passkey was suspended when the account's password was reset, as it had been added in the 7 days before. Open the link in the mail we sent about it to keep it, or sign in with your password.",
      }),
    ),
  duplicate: () => DomainError.refused('passkey_duplicate', msg({ message: 'This passkey is already registered.' })),
  tooMany: (max: number) =>
    DomainError.refused(
      'passkey_limit',
      withValues(msg({ message: 'An account can have {max} passkeys. Remove one before adding another.' }), { max }),
    ),
  notFound: () => DomainError.notFound(msg({ message: 'Passkey not found.' })),
};
