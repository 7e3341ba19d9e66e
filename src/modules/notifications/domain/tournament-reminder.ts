import type { MailMessage } from '../contracts/send-mail.command.js';
import type { InboxNotice } from './inbox-notice.js';

/**
 * What a scheduled tournament's reminder tells a registered player (issue 32 §2): it starts in a quarter of an
 * hour. The minutes are the event's, counted from when it was raised, so a late delivery says no less than is true.
 */
interface TournamentRef {
  tournamentId: number;
  name: string;
}

/** Whole minutes from `at` to `startsAt`, at least 1. */
export function minutesUntil(startsAt: string, at: Date): number {
  return Math.max(1, Math.round((new Date(startsAt).getTime() - at.getTime()) / 60_000));
}

const inMinutes = (minutes: number) => (minutes === 1 ? 'in 1 minute' : `in ${minutes} minutes`);

export function tournamentReminderNotice(userId: number, t: TournamentRef, minutes: number): InboxNotice {
  return {
    userId,
    kind: 'tournament_reminder',
    title: `${t.name} starts ${inMinutes(minutes)}`,
    text:
      'You are registered. Be on Spockout in the 10 minutes before the start: only the players there are drawn, ' +
      'the others get their entry fee back.',
    link: `/tournament/${t.tournamentId}`,
    amount: null,
  };
}

export function tournamentReminderMail(
  to: { userId: number; username: string; email: string },
  t: TournamentRef,
  minutes: number,
): MailMessage {
  return {
    userId: to.userId,
    to: to.email,
    kind: 'tournament_reminder',
    subject: `${t.name} starts ${inMinutes(minutes)}`.slice(0, 200),
    paragraphs: [
      `Hi ${to.username},`,
      `${t.name}, which you registered for, starts ${inMinutes(minutes)}. Be on Spockout in the 10 minutes ` +
        'before the start: only the players there are drawn into the bracket, and the others get their entry fee ' +
        'back.',
    ],
    action: { label: 'Open the tournament', path: `/tournament/${t.tournamentId}` },
    footnote:
      'You get this mail because you asked on your profile to be mailed when a match of yours starts. Turn it off ' +
      'there at any time.',
  };
}
