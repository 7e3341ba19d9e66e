import { amount as amountValue, msg, time, withValues } from '#i18n';
import type { Cents } from '../../../shared/money/money.js';
import type { MailMessage } from '../../notifications/contracts/send-mail.command.js';

/**
 * Mails that tell an owner what just happened to the account: a new sign-in, a passkey, a withdrawal. Each says
 * how to take the account back, factors included (issue 30 §1), not only "change your password".
 */
const IF_NOT_YOU = msg({
  message:
    'If this was not you, change your password at once, or reset it with "Forgot password?" on the sign-in page: a reset signs out every device and suspends every passkey and authenticator app added in the 7 days before it. Then, on the Security section of your profile, remove any passkey you do not know (Passkeys, Remove), end the sessions you do not know, and contact support.',
});

const hello = (username: string) => withValues(msg({ message: 'Hello {username},' }), { username });

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
    subject: msg({ message: 'New sign-in to Spockout' }),
    paragraphs: [
      hello(username),
      msg({ message: 'Your Spockout account was just signed in to from a device and address it had not used before:' }),
      sign.address
        ? withValues(msg({ message: 'Device: {device}\nAddress: {address}\nTime: {time}' }), {
            device: sign.device,
            address: sign.address,
            time: time(sign.at),
          })
        : withValues(msg({ message: 'Device: {device}\nAddress: unknown\nTime: {time}' }), {
            device: sign.device,
            time: time(sign.at),
          }),
      msg({ message: 'If this was you, there is nothing to do.' }),
      IF_NOT_YOU,
    ],
    action: { label: msg({ message: 'Review your sessions' }), path: '/profile' },
  };
}

export function passkeyAddedMail(userId: number, to: string, username: string, name: string): MailMessage {
  return {
    userId,
    to,
    kind: 'passkey_added',
    subject: msg({ message: 'A passkey was added to your account' }),
    paragraphs: [
      hello(username),
      withValues(
        msg({
          message: 'A passkey ("{name}") was added to your Spockout account. It can sign in without your password.',
        }),
        { name },
      ),
      IF_NOT_YOU,
    ],
    action: { label: msg({ message: 'Review your passkeys' }), path: '/profile' },
  };
}

export function passkeyRemovedMail(userId: number, to: string, username: string, name: string): MailMessage {
  return {
    userId,
    to,
    kind: 'passkey_removed',
    subject: msg({ message: 'A passkey was removed from your account' }),
    paragraphs: [
      hello(username),
      withValues(msg({ message: 'The passkey "{name}" was removed from your Spockout account.' }), { name }),
      IF_NOT_YOU,
    ],
  };
}

export function withdrawalRequestedMail(userId: number, to: string, username: string, amount: Cents): MailMessage {
  return {
    userId,
    to,
    kind: 'withdrawal_requested',
    subject: msg({ message: 'Withdrawal requested' }),
    paragraphs: [
      hello(username),
      withValues(
        msg({
          message:
            'A withdrawal of {amount} coins was requested from your Spockout account. It waits for review; the coins are held until then.',
        }),
        { amount: amountValue(amount) },
      ),
      IF_NOT_YOU,
    ],
    action: { label: msg({ message: 'See your wallet' }), path: '/wallet' },
  };
}
