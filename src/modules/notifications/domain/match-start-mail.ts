import { isDailyPlay, paceLabel } from '../../gameplay/contracts/clocks.js';
import type { MailMessage } from '../contracts/send-mail.command.js';
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
  const round = matchPhrase(match, tournament.totalRounds);
  return {
    userId: to.userId,
    to: to.email,
    kind: 'match_started',
    subject: `Your match in ${tournament.name} has started`.slice(0, 200),
    paragraphs: [
      `Hi ${to.username},`,
      daily
        ? `Your ${round} against ${opponent} in ${tournament.name} has started, at ${paceLabel(moveTimeout)}: ` +
          'you need not be online together. Make your move whenever suits you; if the clock runs out, the timer ' +
          'moves for you.'
        : `Your ${round} against ${opponent} in ${tournament.name} has started. Your move clock is running: ` +
          'if you do not move in time, the timer moves for you.',
    ],
    action: { label: 'Play now', path: `/match/${match.matchId}` },
    footnote:
      'You get this mail because you asked on your profile to be mailed when a match starts while you are away. ' +
      'Turn it off there at any time.',
  };
}
