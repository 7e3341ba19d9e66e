import { paceLabel, spanWords } from '../../gameplay/contracts/clocks.js';
import type { ArgOf } from '../../../shared/outbox/domain-event.js';
import type { MailMessage } from '../contracts/send-mail.command.js';
import { matchLabel, matchPhrase, type InboxNotice } from './inbox-notice.js';

/**
 * What daily play tells a player (issue 32 §4): a later game of their slow match started, or a fifth of their
 * clock is left and they have not moved. Built from the events' ids, names and times only: never a move.
 */
export type GameStartedPayload = ArgOf<'GameStarted'>;
export type ReminderPayload = ArgOf<'MoveDeadlineNeared'>;

interface DailyMatch {
  matchId: number;
  roundNumber: number;
  thirdPlace?: boolean;
  gameNumber: number;
}

interface TournamentRef {
  name: string;
  totalRounds: number;
}

/** Time left at the reminder: from the moment it fell due to the deadline (a sweep after a restart says less). */
export function secondsLeft(deadline: string, at: Date): number {
  return Math.max(0, (Date.parse(deadline) - at.getTime()) / 1000);
}

const DAILY_FOOTNOTE =
  'You get this mail because you asked on your profile to be mailed when a match of yours starts: in daily play ' +
  'that is every game, and a reminder before your time runs out. Turn it off there at any time.';

export function gameStartedNotice(
  userId: number,
  t: TournamentRef,
  match: DailyMatch,
  opponent: string,
  moveTimeout: number,
): InboxNotice {
  return {
    userId,
    kind: 'game_started',
    title: `Game ${match.gameNumber} against ${opponent}: your move`,
    text: `${t.name} · ${matchLabel(match, t.totalRounds)}: ${paceLabel(moveTimeout)}.`,
    link: `/match/${match.matchId}`,
    amount: null,
  };
}

export function moveReminderNotice(
  userId: number,
  t: TournamentRef,
  match: DailyMatch,
  opponent: string,
  secondsLeft: number,
): InboxNotice {
  return {
    userId,
    kind: 'move_reminder',
    title: `Your move against ${opponent}: time is running out`,
    text:
      `${t.name} · ${matchLabel(match, t.totalRounds)}, game ${match.gameNumber}: about ${spanWords(secondsLeft)} ` +
      'left before the timer moves for you.',
    link: `/match/${match.matchId}`,
    amount: null,
  };
}

export function gameStartedMail(
  to: { userId: number; username: string; email: string },
  t: TournamentRef,
  match: DailyMatch,
  opponent: string,
  moveTimeout: number,
): MailMessage {
  return {
    userId: to.userId,
    to: to.email,
    kind: 'game_started',
    subject: `Game ${match.gameNumber} of your match in ${t.name} has started`.slice(0, 200),
    paragraphs: [
      `Hi ${to.username},`,
      `Game ${match.gameNumber} of your ${matchPhrase(match, t.totalRounds)} against ${opponent} in ${t.name} ` +
        `has started, at ${paceLabel(moveTimeout)}. Make your move whenever suits you before the clock runs out.`,
    ],
    action: { label: 'Play now', path: `/match/${match.matchId}` },
    footnote: DAILY_FOOTNOTE,
  };
}

export function moveReminderMail(
  to: { userId: number; username: string; email: string },
  t: TournamentRef,
  match: DailyMatch,
  opponent: string,
  secondsLeft: number,
): MailMessage {
  return {
    userId: to.userId,
    to: to.email,
    kind: 'move_reminder',
    subject: `Your move in ${t.name}: time is running out`.slice(0, 200),
    paragraphs: [
      `Hi ${to.username},`,
      `You have about ${spanWords(secondsLeft)} left to move in game ${match.gameNumber} of your ` +
        `${matchPhrase(match, t.totalRounds)} against ${opponent} in ${t.name}. If the clock runs out, the ` +
        'timer moves for you.',
    ],
    action: { label: 'Play now', path: `/match/${match.matchId}` },
    footnote: DAILY_FOOTNOTE,
  };
}
