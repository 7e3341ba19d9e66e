import type { MailMessage } from '../../notifications/contracts/send-mail.command.js';

/**
 * Mails that tell an owner what just happened to the account: a new sign-in, a passkey, a withdrawal. Each says
 * how to take the account back, factors included (issue 30 §1), not only "change your password".
 */
const IF_NOT_YOU =
  'If this was not you, change your password at once, or reset it with "Forgot password?" on the sign-in page: ' +
  'a reset signs out every device and suspends every passkey and authenticator app added in the 7 days before ' +
  'it. Then, on the Security section of your profile, remove any passkey you do not know (Passkeys, Remove), ' +
  'end the sessions you do not know, and contact support.';

/** "2026-11-25 22:41 UTC": one time zone for every reader, as the server cannot know the reader's. */
export function mailTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function newSignInMail(
  userId: number,
  to: string,
  username: string,
  sign: { device: string; address: string; at: Date },
): MailMessage {
  return {
    userId,
    to,
    kind: 'new_sign_in',
    subject: 'New sign-in to Spockout',
    paragraphs: [
      `Hello ${username},`,
      'Your Spockout account was just signed in to from a device and address it had not used before:',
      `Device: ${sign.device}\nAddress: ${sign.address || 'unknown'}\nTime: ${mailTime(sign.at)}`,
      'If this was you, there is nothing to do.',
      IF_NOT_YOU,
    ],
    action: { label: 'Review your sessions', path: '/profile' },
  };
}

export function passkeyAddedMail(userId: number, to: string, username: string, name: string): MailMessage {
  return {
    userId,
    to,
    kind: 'passkey_added',
    subject: 'A passkey was added to your account',
    paragraphs: [
      `Hello ${username},`,
      `A passkey ("${name}") was added to your Spockout account. It can sign in without your password.`,
      IF_NOT_YOU,
    ],
    action: { label: 'Review your passkeys', path: '/profile' },
  };
}

export function passkeyRemovedMail(userId: number, to: string, username: string, name: string): MailMessage {
  return {
    userId,
    to,
    kind: 'passkey_removed',
    subject: 'A passkey was removed from your account',
    paragraphs: [`Hello ${username},`, `The passkey "${name}" was removed from your Spockout account.`, IF_NOT_YOU],
  };
}

export function withdrawalRequestedMail(userId: number, to: string, username: string, amount: string): MailMessage {
  return {
    userId,
    to,
    kind: 'withdrawal_requested',
    subject: 'Withdrawal requested',
    paragraphs: [
      `Hello ${username},`,
      `A withdrawal of ${amount} coins was requested from your Spockout account. It waits for review; the coins are held until then.`,
      IF_NOT_YOU,
    ],
    action: { label: 'See your wallet', path: '/wallet' },
  };
}
