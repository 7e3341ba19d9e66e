import type { MailMessage } from '../../notifications/contracts/send-mail.command.js';

const IF_NOT_YOU =
  'If you did not do this, reset your password at once with "Forgot password?" on the sign-in page, and contact support.';

export function twoFactorEnabledMail(userId: number, to: string, username: string): MailMessage {
  return {
    userId,
    to,
    kind: 'two_factor_enabled',
    subject: 'Two-factor sign-in is on',
    paragraphs: [
      `Hello ${username},`,
      'Two-factor sign-in was just turned on for your Spockout account. Signing in and withdrawing now need a code from your authenticator app.',
      'Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone.',
      IF_NOT_YOU,
    ],
  };
}

export function twoFactorDisabledMail(userId: number, to: string, username: string): MailMessage {
  return {
    userId,
    to,
    kind: 'two_factor_disabled',
    subject: 'Two-factor sign-in is off',
    paragraphs: [
      `Hello ${username},`,
      'Two-factor sign-in was just turned off for your Spockout account. Your password alone now signs in.',
      IF_NOT_YOU,
    ],
  };
}
