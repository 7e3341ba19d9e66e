import { msg, withValues } from '#i18n';
import { isDailyPlay } from '../../gameplay/contracts/clocks.js';
import type { MailMessage } from '../contracts/send-mail.command.js';
import { paceText } from './clock-words.js';
import { matchPhrase } from './inbox-notice.js';

/**
 * The match-start mail: a match of the player's started while no tab of theirs was open, and they asked to be
 * told; in daily play (an hour or more per move) whether or not a tab was open, with the pace.
 */
export function matchStartMail(
  to: { userId: number; username: string; email: string },
  match: { matchId: number; roundNumber: number; thirdPlace?: boolean },
  tournament: { name: string; totalRounds: number },
  opponent: string,
  moveTimeout?: number,
): MailMessage {
  const daily = moveTimeout !== undefined && isDailyPlay(moveTimeout);
  const values = { round: matchPhrase(match, tournament.totalRounds), opponent, tournament: tournament.name };
  return {
    userId: to.userId,
    to: to.email,
    kind: 'match_started',
    subject: withValues(msg({ message: 'Your match in {tournament} has started' }), { tournament: tournament.name }),
    paragraphs: [
      withValues(msg({ message: 'Hi {username},' }), { username: to.username }),
      daily
        ? withValues(
            msg({
              message:
                'Your {round} against {opponent} in {tournament} has started, at {pace}: you need not be online together. Make your move whenever suits you; if the clock runs out, the timer moves for you.',
            }),
            { ...values, pace: paceText(moveTimeout) },
          )
        : withValues(
            msg({
              message:
                'Your {round} against {opponent} in {tournament} has started. Your move clock is running: if you do not move in time, the timer moves for you.',
            }),
            values,
          ),
    ],
    action: { label: msg({ message: 'Play now' }), path: `/match/${match.matchId}` },
    footnote: msg({
      message:
        'You get this mail because you asked on your profile to be mailed when a match starts while you are away. Turn it off there at any time.',
    }),
  };
}
