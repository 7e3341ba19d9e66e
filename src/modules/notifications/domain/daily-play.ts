import { msg, span, withValues } from '#i18n';
import type { ArgOf } from '../../../shared/outbox/domain-event.js';
import type { MailMessage } from '../contracts/send-mail.command.js';
import { paceText } from './clock-words.js';
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

const DAILY_FOOTNOTE = msg({
  message:
    'You get this mail because you asked on your profile to be mailed when a match of yours starts: in daily play that is every game, and a reminder before your time runs out. Turn it off there at any time.',
});

const hi = (username: string) => withValues(msg({ message: 'Hi {username},' }), { username });

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
    title: withValues(msg({ message: 'Game {game} against {opponent}: your move' }), {
      game: match.gameNumber,
      opponent,
    }),
    text: withValues(msg({ message: '{tournament} · {match}: {pace}.' }), {
      tournament: t.name,
      match: matchLabel(match, t.totalRounds),
      pace: paceText(moveTimeout),
    }),
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
    title: withValues(msg({ message: 'Your move against {opponent}: time is running out' }), { opponent }),
    text: withValues(
      msg({ message: '{tournament} · {match}, game {game}: about {left} left before the timer moves for you.' }),
      { tournament: t.name, match: matchLabel(match, t.totalRounds), game: match.gameNumber, left: span(secondsLeft) },
    ),
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
    subject: withValues(msg({ message: 'Game {game} of your match in {tournament} has started' }), {
      game: match.gameNumber,
      tournament: t.name,
    }),
    paragraphs: [
      hi(to.username),
      withValues(
        msg({
          message:
            'Game {game} of your {match} against {opponent} in {tournament} has started, at {pace}. Make your move whenever suits you before the clock runs out.',
        }),
        {
          game: match.gameNumber,
          match: matchPhrase(match, t.totalRounds),
          opponent,
          tournament: t.name,
          pace: paceText(moveTimeout),
        },
      ),
    ],
    action: { label: msg({ message: 'Play now' }), path: `/match/${match.matchId}` },
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
    subject: withValues(msg({ message: 'Your move in {tournament}: time is running out' }), { tournament: t.name }),
    paragraphs: [
      hi(to.username),
      withValues(
        msg({
          message:
            'You have about {left} left to move in game {game} of your {match} against {opponent} in {tournament}. If the clock runs out, the timer moves for you.',
        }),
        {
          left: span(secondsLeft),
          game: match.gameNumber,
          match: matchPhrase(match, t.totalRounds),
          opponent,
          tournament: t.name,
        },
      ),
    ],
    action: { label: msg({ message: 'Play now' }), path: `/match/${match.matchId}` },
    footnote: DAILY_FOOTNOTE,
  };
}
