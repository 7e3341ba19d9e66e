import type { MailMessage } from '../contracts/send-mail.command.js';
import { matchLabel } from './inbox-notice.js';

/** The away mail: a match of the player's started while no tab of theirs was open, and they asked to be told. */
export function matchStartMail(
  to: { userId: number; username: string; email: string },
  match: { matchId: number; roundNumber: number; thirdPlace?: boolean },
  tournament: { name: string; totalRounds: number },
  opponent: string,
): MailMessage {
  const round = matchLabel(match, tournament.totalRounds);
  return {
    userId: to.userId,
    to: to.email,
    kind: 'match_started',
    subject: `Your match in ${tournament.name} has started`.slice(0, 200),
    paragraphs: [
      `Hi ${to.username},`,
      `Your ${round} match against ${opponent} in ${tournament.name} has started. Your move clock is running: ` +
        'if you do not move in time, the timer moves for you.',
    ],
    action: { label: 'Play now', path: `/match/${match.matchId}` },
    footnote:
      'You get this mail because you asked on your profile to be mailed when a match starts while you are away. ' +
      'Turn it off there at any time.',
  };
}
