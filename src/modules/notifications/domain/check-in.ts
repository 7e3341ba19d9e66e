import { msg, span, withValues } from '#i18n';
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
    title: withValues(msg({ message: '{tournament} is full: check in' }), { tournament: t.name }),
    text: withValues(
      checkedIn
        ? msg({ message: 'You are checked in. Play starts as soon as everyone is, within {left}.' })
        : msg({ message: 'Press "I\'m here" within {left}, or your seat is released and your entry fee refunded.' }),
      { left: span(secondsLeft) },
    ),
    link: `/tournament/${t.tournamentId}`,
    amount: null,
  };
}

export function checkInLapsedNotice(userId: number, t: TournamentRef, dropped: number): InboxNotice {
  return {
    userId,
    kind: 'check_in_lapsed',
    title: withValues(msg({ message: '{tournament} did not start' }), { tournament: t.name }),
    text: withValues(
      msg({
        message:
          '{dropped, plural, one {# player did not check in and lost their seat} other {# players did not check in and lost their seats}} (their entry fees refunded). You keep yours: play starts when the table is full again.',
      }),
      { dropped },
    ),
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
    subject: withValues(msg({ message: '{tournament} is full: check in to play' }), { tournament: t.name }),
    paragraphs: [
      withValues(msg({ message: 'Hi {username},' }), { username: to.username }),
      withValues(
        msg({
          message:
            'The last seat of {tournament} has just been taken. Play starts with the players who are there: press "I\'m here" on the tournament\'s page within {left}. If you do not, your seat is released and your entry fee comes back to your wallet.',
        }),
        { tournament: t.name, left: span(secondsLeft) },
      ),
    ],
    action: { label: msg({ message: "I'm here" }), path: `/tournament/${t.tournamentId}` },
    footnote: msg({
      message:
        'You get this mail because you asked on your profile to be mailed when a match of yours starts while you are away. Turn it off there at any time.',
    }),
  };
}
