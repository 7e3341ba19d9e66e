import type { MailMessage } from '../../notifications/contracts/send-mail.command.js';

/**
 * What identity mails about an account's credentials. A one-time token goes in the link's fragment (after
 * `#`): a browser never sends that part to the server, so it stays out of request logs and Referer headers;
 * the page reads it and POSTs it.
 */
const link = (page: string, token: string) => `/${page}#token=${token}`;

const NOT_YOU =
  'If you did not ask for this, ignore this mail: nothing changes without the link. Someone may know your ' +
  'address or password; consider changing your password.';

export function verifyEmailMail(userId: number, to: string, username: string, token: string): MailMessage {
  return {
    userId,
    to,
    kind: 'verify_email',
    subject: 'Verify your email address',
    paragraphs: [
      `Hello ${username},`,
      'Please confirm that this is your email address. You need a verified address to withdraw coins.',
      'The link works once, for 24 hours.',
    ],
    action: { label: 'Verify email address', path: link('verify-email', token) },
    footnote: 'You got this mail because this address was given for a Spockout account.',
  };
}

export function passwordResetMail(userId: number, to: string, username: string, token: string): MailMessage {
  return {
    userId,
    to,
    kind: 'password_reset',
    subject: 'Reset your password',
    paragraphs: [
      `Hello ${username},`,
      'Someone asked to reset the password of your Spockout account. Choose a new one with the link below.',
      'The link works once, for 30 minutes. Every device signed in to your account will be signed out.',
    ],
    action: { label: 'Choose a new password', path: link('reset-password', token) },
    footnote: NOT_YOU,
  };
}

export function passwordChangedMail(userId: number, to: string, username: string): MailMessage {
  return {
    userId,
    to,
    kind: 'password_changed',
    subject: 'Your password was changed',
    paragraphs: [
      `Hello ${username},`,
      'The password of your Spockout account was just changed.',
      'If you did not do this, reset your password at once with "Forgot password?" on the sign-in page: a reset ' +
        'signs out every device and suspends every passkey and authenticator app added in the 7 days before it. ' +
        'Then contact support.',
    ],
  };
}

export function emailChangeMail(userId: number, to: string, username: string, token: string): MailMessage {
  return {
    userId,
    to,
    kind: 'email_change',
    subject: 'Confirm your new email address',
    paragraphs: [
      `Hello ${username},`,
      'Please confirm that your Spockout account should use this email address from now on.',
      'The link works once, for 24 hours. Until you open it, the account keeps its current address.',
    ],
    action: { label: 'Confirm new address', path: link('confirm-email', token) },
    footnote: NOT_YOU,
  };
}

export function emailChangeNoticeMail(userId: number, to: string, username: string, newEmail: string): MailMessage {
  return {
    userId,
    to,
    kind: 'email_change_notice',
    subject: 'Your email address is being changed',
    paragraphs: [
      `Hello ${username},`,
      `Someone signed in to your Spockout account asked to change its email address to ${newEmail}. The change takes effect when that address confirms it.`,
      'If you did not do this, change your password at once and contact support.',
    ],
  };
}
