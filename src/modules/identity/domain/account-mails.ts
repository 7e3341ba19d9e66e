import { msg, time, withValues } from '#i18n';
import type { MailMessage } from '../../notifications/contracts/send-mail.command.js';

/**
 * What identity mails about an account's credentials. A one-time token goes in the link's fragment (after
 * `#`): a browser never sends that part to the server, so it stays out of request logs and Referer headers;
 * the page reads it and POSTs it. Every text is a message, written in the recipient's language when queued.
 */
const link = (page: string, token: string) => `/${page}#token=${token}`;

const hello = (username: string) => withValues(msg({ message: 'Hello {username},' }), { username });

const NOT_YOU = msg({
  message:
    'If you did not ask for this, ignore this mail: nothing changes without the link. Someone may know your address or password; consider changing your password.',
});

const PASSWORD_CHANGED = msg({ message: 'Your password was changed' });

export function verifyEmailMail(userId: number, to: string, username: string, token: string): MailMessage {
  return {
    userId,
    to,
    kind: 'verify_email',
    subject: msg({ message: 'Verify your email address' }),
    paragraphs: [
      hello(username),
      msg({
        message: 'Please confirm that this is your email address. You need a verified address to withdraw coins.',
      }),
      msg({ message: 'The link works once, for 24 hours.' }),
    ],
    action: { label: msg({ message: 'Verify email address' }), path: link('verify-email', token) },
    footnote: msg({ message: 'You got this mail because this address was given for a Spockout account.' }),
  };
}

export function passwordResetMail(userId: number, to: string, username: string, token: string): MailMessage {
  return {
    userId,
    to,
    kind: 'password_reset',
    subject: msg({ message: 'Reset your password' }),
    paragraphs: [
      hello(username),
      msg({
        message: 'Someone asked to reset the password of your Spockout account. Choose a new one with the link below.',
      }),
      msg({
        message:
          'The link works once, for 30 minutes. Every device signed in to your account will be signed out, and passkeys and authenticator apps added in the 7 days before the reset will be suspended until you keep them: a mail will come for each.',
      }),
    ],
    action: { label: msg({ message: 'Choose a new password' }), path: link('reset-password', token) },
    footnote: NOT_YOU,
  };
}

export function passwordChangedMail(userId: number, to: string, username: string): MailMessage {
  return {
    userId,
    to,
    kind: 'password_changed',
    subject: PASSWORD_CHANGED,
    paragraphs: [
      hello(username),
      msg({ message: 'The password of your Spockout account was just changed.' }),
      msg({
        message:
          'If you did not do this, reset your password at once with "Forgot password?" on the sign-in page: a reset signs out every device and suspends every passkey and authenticator app added in the 7 days before it. Then contact support.',
      }),
    ],
  };
}

/** One factor a reset suspended, as the mails name it. */
export interface SuspendedFactorNotice {
  kind: 'passkey' | 'totp';
  /** The passkey's name; null for the authenticator app. */
  name: string | null;
  addedAt: Date;
}

const factorLine = (factor: SuspendedFactorNotice) =>
  factor.kind === 'passkey'
    ? withValues(msg({ message: 'The passkey "{name}", added {added}' }), {
        name: factor.name,
        added: time(factor.addedAt),
      })
    : withValues(msg({ message: 'Your authenticator app (two-factor sign-in), turned on {added}' }), {
        added: time(factor.addedAt),
      });

/**
 * After a reset by link: the account's sessions are ended, and what was added in the week before is listed as
 * suspended, each with a mail of its own that keeps it (keepFactorMail).
 */
export function passwordResetDoneMail(
  userId: number,
  to: string,
  username: string,
  suspended: SuspendedFactorNotice[],
): MailMessage {
  const paragraphs: MailMessage['paragraphs'] = [
    hello(username),
    msg({
      message:
        'The password of your Spockout account was just changed with the reset link we mailed. Every device signed in to your account has been signed out.',
    }),
  ];
  if (suspended.length > 0) {
    paragraphs.push(
      msg({
        message:
          'So that only you can sign in, we suspended what was added to your account in the 7 days before the reset. It signs nobody in until it is kept:',
      }),
      // One line a factor: a list, so each line is a message of its own.
      suspended.map(factorLine),
      msg({
        message:
          'If one of them is yours, keep it with the link in the mail we sent about it. If not, leave it: on the Security section of your profile you can remove a suspended passkey (Passkeys, Remove), and setting up two-factor again replaces a suspended authenticator app.',
      }),
    );
  }
  paragraphs.push(
    msg({
      message:
        'If you did not do this, reset your password again at once with "Forgot password?" on the sign-in page, and contact support.',
    }),
  );
  return { userId, to, kind: 'password_changed', subject: PASSWORD_CHANGED, paragraphs };
}

/** One suspended factor's mail, with the one link that keeps it (a single-use token, 7 days). */
export function keepFactorMail(
  userId: number,
  to: string,
  username: string,
  factor: SuspendedFactorNotice,
  token: string,
): MailMessage {
  const passkey = factor.kind === 'passkey';
  const values = { name: factor.name, added: time(factor.addedAt) };
  return {
    userId,
    to,
    kind: 'keep_factor',
    subject: passkey
      ? withValues(msg({ message: 'Keep the passkey "{name}"?' }), values)
      : msg({ message: 'Keep your authenticator app?' }),
    paragraphs: [
      hello(username),
      withValues(
        passkey
          ? msg({
              message:
                'The password of your Spockout account was just reset, so the passkey "{name}" was suspended: it was added {added}, in the 7 days before the reset. It signs nobody in until you keep it.',
            })
          : msg({
              message:
                'The password of your Spockout account was just reset, so your authenticator app was suspended: it was added {added}, in the 7 days before the reset. It signs nobody in until you keep it.',
            }),
        values,
      ),
      passkey
        ? msg({ message: 'If this passkey is yours, keep it with the button below. The link works once, for 7 days.' })
        : msg({
            message:
              'If this authenticator app is yours, keep it with the button below. The link works once, for 7 days.',
          }),
      passkey
        ? msg({
            message:
              'If it is not yours, do not open the link: remove the passkey on the Security section of your profile (Passkeys, Remove), and sign out any session you do not know.',
          })
        : msg({
            message:
              'If it is not yours, do not open the link. It stays suspended; to remove it for good, set up two-factor authentication again on the Security section of your profile: the new app replaces it.',
          }),
    ],
    action: {
      label: passkey ? msg({ message: 'Keep this passkey' }) : msg({ message: 'Keep this authenticator app' }),
      path: link('keep-sign-in-method', token),
    },
    footnote: msg({ message: 'You got this mail because the password of your Spockout account was reset.' }),
  };
}

export function emailChangeMail(userId: number, to: string, username: string, token: string): MailMessage {
  return {
    userId,
    to,
    kind: 'email_change',
    subject: msg({ message: 'Confirm your new email address' }),
    paragraphs: [
      hello(username),
      msg({ message: 'Please confirm that your Spockout account should use this email address from now on.' }),
      msg({ message: 'The link works once, for 24 hours. Until you open it, the account keeps its current address.' }),
    ],
    action: { label: msg({ message: 'Confirm new address' }), path: link('confirm-email', token) },
    footnote: NOT_YOU,
  };
}

export function emailChangeNoticeMail(userId: number, to: string, username: string, newEmail: string): MailMessage {
  return {
    userId,
    to,
    kind: 'email_change_notice',
    subject: msg({ message: 'Your email address is being changed' }),
    paragraphs: [
      hello(username),
      withValues(
        msg({
          message:
            'Someone signed in to your Spockout account asked to change its email address to {email}. The change takes effect when that address confirms it.',
        }),
        { email: newEmail },
      ),
      msg({ message: 'If you did not do this, change your password at once and contact support.' }),
    ],
  };
}
