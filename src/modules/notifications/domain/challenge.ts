import { coinsValue, type MessageDescriptor, msg, span, withValues } from '#i18n';
import type { Cents } from '../../../shared/money/money.js';
import type { MailMessage } from '../contracts/send-mail.command.js';
import type { InboxNotice } from './inbox-notice.js';

/** A challenge naming a player (issue 33 §1), as their inbox and their mail tell it. */
export interface ChallengeRef {
  creatorName: string;
  path: string;
  entryFee: Cents;
  gameMode: 'BLITZ' | 'CLASSIC';
  moveTimeout: number;
  /** The match a rematch offer follows (issue 33 §2); null for a challenge by link. */
  rematchOfMatchId: number | null;
}

/** The terms of a challenge, one phrase a case: "for 5.00 coins, best of 1, 1 min a move". */
const stakes = (c: ChallengeRef): MessageDescriptor => {
  const values = { fee: coinsValue(c.entryFee), clock: span(c.moveTimeout) };
  if (c.entryFee > 0)
    return withValues(
      c.gameMode === 'BLITZ'
        ? msg({ message: 'for {fee} coins, best of 1, {clock} a move' })
        : msg({ message: 'for {fee} coins, best of 3, {clock} a move' }),
      values,
    );
  return withValues(
    c.gameMode === 'BLITZ'
      ? msg({ message: 'a friendly, for no coins, best of 1, {clock} a move' })
      : msg({ message: 'a friendly, for no coins, best of 3, {clock} a move' }),
    values,
  );
};

export function challengeNotice(userId: number, c: ChallengeRef): InboxNotice {
  const values = { creator: c.creatorName, stakes: stakes(c) };
  if (c.rematchOfMatchId !== null)
    return {
      userId,
      kind: 'challenge',
      title: withValues(msg({ message: '{creator} wants a rematch' }), values),
      text: withValues(
        msg({ message: '{creator} offers a rematch: {stakes}. The offer stands for 2 minutes.' }),
        values,
      ),
      link: c.path,
      amount: null,
    };
  return {
    userId,
    kind: 'challenge',
    title: withValues(msg({ message: '{creator} challenges you' }), values),
    text: withValues(
      msg({ message: '{creator} challenges you to a match: {stakes}. Accept or decline it before it expires.' }),
      values,
    ),
    link: c.path,
    amount: null,
  };
}

export function challengeMail(to: { userId: number; username: string; email: string }, c: ChallengeRef): MailMessage {
  const values = { creator: c.creatorName, stakes: stakes(c) };
  return {
    userId: to.userId,
    to: to.email,
    kind: 'challenge',
    subject: withValues(msg({ message: '{creator} challenges you on Spockout' }), values),
    paragraphs: [
      withValues(msg({ message: 'Hi {username},' }), { username: to.username }),
      withValues(
        msg({ message: '{creator} challenges you to a match: {stakes}. The challenge stays open for 24 hours.' }),
        values,
      ),
    ],
    action: { label: msg({ message: 'See the challenge' }), path: c.path },
    footnote: msg({
      message:
        'You get this mail because you asked on your profile to be mailed when a match of yours starts while you are away. Turn it off there at any time.',
    }),
  };
}
