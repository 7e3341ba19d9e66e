import { spanWords } from '../../gameplay/contracts/clocks.js';
import type { MailMessage } from '../contracts/send-mail.command.js';
import type { InboxNotice } from './inbox-notice.js';

/**
 * What the check-in tells a player (issue 32 §0): their tournament is full and waits for everyone to say "I'm
 * here"; or a check-in ended with players missing, who lost their seat, while this player keeps theirs.
 */
interface TournamentRef {
  tournamentId: number;
  name: string;
}

export function checkInNotice(userId: number, t: TournamentRef, checkedIn: boolean, secondsLeft: number): InboxNotice {
  return {
    userId,
    kind: 'check_in',
    title: `${t.name} is full: check in`,
    text: checkedIn
      ? `You are checked in. Play starts as soon as everyone is, within ${spanWords(secondsLeft)}.`
      : `Press "I'm here" within ${spanWords(secondsLeft)}, or your seat is released and your entry fee refunded.`,
    link: `/tournament/${t.tournamentId}`,
    amount: null,
  };
}

export function checkInLapsedNotice(userId: number, t: TournamentRef, dropped: number): InboxNotice {
  const who =
    dropped === 1
      ? '1 player did not check in and lost their seat'
      : `${dropped} players did not check in and lost their seats`;
  return {
    userId,
    kind: 'check_in_lapsed',
    title: `${t.name} did not start`,
    text: `${who} (their entry fees refunded). You keep yours: play starts when the table is full again.`,
    link: `/tournament/${t.tournamentId}`,
    amount: null,
  };
}

export function checkInMail(
  to: { userId: number; username: string; email: string },
  t: TournamentRef,
  secondsLeft: number,
): MailMessage {
  return {
    userId: to.userId,
    to: to.email,
    kind: 'check_in',
    subject: `${t.name} is full: check in to play`.slice(0, 200),
    paragraphs: [
      `Hi ${to.username},`,
      `The last seat of ${t.name} has just been taken. Play starts with the players who are there: press ` +
        `"I'm here" on the tournament's page within ${spanWords(secondsLeft)}. If you do not, your seat is ` +
        'released and your entry fee comes back to your wallet.',
    ],
    action: { label: "I'm here", path: `/tournament/${t.tournamentId}` },
    footnote:
      'You get this mail because you asked on your profile to be mailed when a match of yours starts while you ' +
      'are away. Turn it off there at any time.',
  };
}
