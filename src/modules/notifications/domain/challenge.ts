import { spanWords } from '../../gameplay/contracts/clocks.js';
import type { Cents } from '../../../shared/money/money.js';
import type { MailMessage } from '../contracts/send-mail.command.js';
import { coins, type InboxNotice } from './inbox-notice.js';

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

const stakes = (c: ChallengeRef) =>
  `${c.entryFee > 0 ? `for ${coins(c.entryFee)} coins` : 'a friendly, for no coins'}, ${c.gameMode === 'BLITZ' ? 'best of 1' : 'best of 3'}, ${spanWords(c.moveTimeout)} a move`;

export function challengeNotice(userId: number, c: ChallengeRef): InboxNotice {
  if (c.rematchOfMatchId !== null)
    return {
      userId,
      kind: 'challenge',
      title: `${c.creatorName} wants a rematch`,
      text: `${c.creatorName} offers a rematch: ${stakes(c)}. The offer stands for 2 minutes.`,
      link: c.path,
      amount: null,
    };
  return {
    userId,
    kind: 'challenge',
    title: `${c.creatorName} challenges you`,
    text: `${c.creatorName} challenges you to a match: ${stakes(c)}. Accept or decline it before it expires.`,
    link: c.path,
    amount: null,
  };
}

export function challengeMail(to: { userId: number; username: string; email: string }, c: ChallengeRef): MailMessage {
  return {
    userId: to.userId,
    to: to.email,
    kind: 'challenge',
    subject: `${c.creatorName} challenges you on Spockout`.slice(0, 200),
    paragraphs: [
      `Hi ${to.username},`,
      `${c.creatorName} challenges you to a match: ${stakes(c)}. The challenge stays open for 24 hours.`,
    ],
    action: { label: 'See the challenge', path: c.path },
    footnote:
      'You get this mail because you asked on your profile to be mailed when a match of yours starts while you ' +
      'are away. Turn it off there at any time.',
  };
}
