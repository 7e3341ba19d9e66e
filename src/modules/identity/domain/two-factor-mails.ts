import { msg, withValues } from '#i18n';
import type { MailMessage } from '../../notifications/contracts/send-mail.command.js';

/**
 * What to do when the owner did not make the change: how to remove the factor, not only "change your password"
 * (issue 30 §1). A reset by email signs out every device and suspends what was added in the week before it.
 */
const IF_NOT_YOU = msg({
  message:
    'If you did not do this, reset your password at once with "Forgot password?" on the sign-in page: a reset signs out every device and suspends every passkey and authenticator app added in the 7 days before it, so that only you can sign in. Then contact support.',
});

const hello = (username: string) => withValues(msg({ message: 'Hello {username},' }), { username });

export function twoFactorEnabledMail(userId: number, to: string, username: string): MailMessage {
  return {
    userId,
    to,
    kind: 'two_factor_enabled',
    subject: msg({ message: 'Two-factor sign-in is on' }),
    paragraphs: [
      hello(username),
      msg({
        message:
          'Two-factor sign-in was just turned on for your Spockout account. Signing in and withdrawing now need a code from your authenticator app.',
      }),
      msg({ message: 'Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone.' }),
      IF_NOT_YOU,
    ],
  };
}

export function twoFactorDisabledMail(userId: number, to: string, username: string): MailMessage {
  return {
    userId,
    to,
    kind: 'two_factor_disabled',
    subject: msg({ message: 'Two-factor sign-in is off' }),
    paragraphs: [
      hello(username),
      msg({
        message: 'Two-factor sign-in was just turned off for your Spockout account. Your password alone now signs in.',
      }),
      IF_NOT_YOU,
    ],
  };
}

export function recoveryCodesRenewedMail(userId: number, to: string, username: string): MailMessage {
  return {
    userId,
    to,
    kind: 'recovery_codes_renewed',
    subject: msg({ message: 'New recovery codes were made' }),
    paragraphs: [
      hello(username),
      msg({
        message: 'Ten new recovery codes were just made for your Spockout account. The earlier ones no longer work.',
      }),
      IF_NOT_YOU,
    ],
    action: { label: msg({ message: 'Review your security settings' }), path: '/profile#two-factor' },
  };
}
