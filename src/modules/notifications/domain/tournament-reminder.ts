import { msg, withValues } from '#i18n';
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

const startsIn = (t: TournamentRef, minutes: number) =>
  withValues(msg({ message: '{tournament} starts {minutes, plural, one {in # minute} other {in # minutes}}' }), {
    tournament: t.name,
    minutes,
  });

export function tournamentReminderNotice(userId: number, t: TournamentRef, minutes: number): InboxNotice {
  return {
    userId,
    kind: 'tournament_reminder',
    title: startsIn(t, minutes),
    text: msg({
      message:
        'You are registered. Be on Spockout in the 10 minutes before the start: only the players there are drawn, the others get their entry fee back.',
    }),
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
    subject: startsIn(t, minutes),
    paragraphs: [
      withValues(msg({ message: 'Hi {username},' }), { username: to.username }),
      withValues(
        msg({
          message:
            '{tournament}, which you registered for, starts {minutes, plural, one {in # minute} other {in # minutes}}. Be on Spockout in the 10 minutes before the start: only the players there are drawn into the bracket, and the others get their entry fee back.',
        }),
        { tournament: t.name, minutes },
      ),
    ],
    action: { label: msg({ message: 'Open the tournament' }), path: `/tournament/${t.tournamentId}` },
    footnote: msg({
      message:
        'You get this mail because you asked on your profile to be mailed when a match of yours starts. Turn it off there at any time.',
    }),
  };
}
