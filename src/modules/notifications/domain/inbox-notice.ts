import { coinsValue, type MessageDescriptor, msg, type Text, withValues } from '#i18n';
import { formatCoins, type Cents } from '../../../shared/money/money.js';

export const NOTIFICATION_KINDS = [
  'match_started',
  'round_advanced',
  'prize_won',
  'refund',
  'withdrawal_approved',
  'withdrawal_rejected',
  // Daily play (issue 32 §4): a later game of a slow match started; a fifth of the clock is left.
  'game_started',
  'move_reminder',
  // Check-in (issue 32 §0): a full tournament waits for its players; a check-in ended with players missing.
  'check_in',
  'check_in_lapsed',
  // The lobby (issue 32 §5): a player's run in a tournament ended before its final; the rest is theirs to follow.
  'knocked_out',
  // A challenge naming the player (issue 33 §1).
  'challenge',
  // A scheduled tournament the player registered for starts in 15 minutes (issue 32 §2).
  'tournament_reminder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One entry of a player's inbox as it is posted: what happened in words, where to see it, and the coins it moved
 * (prizes and refunds, for the toast). Built only from what the player may see: an event's ids, names and amounts,
 * never a move (the events these come from carry none until a game is over, and none is read here). The title and
 * text are messages, written in the recipient's language when the notice is posted (postNotices).
 */
export interface InboxNotice {
  userId: number;
  kind: NotificationKind;
  title: Text;
  text: Text;
  /** A path of the web app. */
  link: string;
  amount: Cents | null;
}

/** Coins as players read them in English: "60,000.00" (a notice's own words use `coinsValue`, per locale). */
export const coins = formatCoins;

/** The one naming of rounds (issue 23 §4): the last is the Final, the one before it the Semi-Finals. */
export function roundLabel(round: number, totalRounds: number): MessageDescriptor {
  if (round === totalRounds) return msg({ message: 'Final' });
  if (round === totalRounds - 1 && totalRounds > 1) return msg({ message: 'Semi-Finals' });
  return withValues(msg({ message: 'Round {round}' }), { round });
}

/** A match's name in a notice: its round's, or the third-place match's, which is played in the final's round. */
export function matchLabel(
  match: { roundNumber: number; thirdPlace?: boolean },
  totalRounds: number,
): MessageDescriptor {
  return match.thirdPlace ? msg({ message: 'Third-place match' }) : roundLabel(match.roundNumber, totalRounds);
}

/** The match inside a sentence: "your Final match", "your third-place match". */
export function matchPhrase(
  match: { roundNumber: number; thirdPlace?: boolean },
  totalRounds: number,
): MessageDescriptor {
  if (match.thirdPlace) return msg({ message: 'third-place match' });
  if (match.roundNumber === totalRounds) return msg({ message: 'Final match' });
  if (match.roundNumber === totalRounds - 1 && totalRounds > 1) return msg({ message: 'Semi-Finals match' });
  return withValues(msg({ message: 'Round {round} match' }), { round: match.roundNumber });
}

interface TournamentRef {
  tournamentId: number;
  name: string;
  totalRounds: number;
}

export function matchStarted(
  userId: number,
  t: TournamentRef,
  match: { matchId: number; roundNumber: number; thirdPlace?: boolean },
  opponent: string,
): InboxNotice {
  return {
    userId,
    kind: 'match_started',
    title: withValues(msg({ message: 'Your match against {opponent} has started' }), { opponent }),
    text: withValues(msg({ message: '{tournament} · {match}: your move.' }), {
      tournament: t.name,
      match: matchLabel(match, t.totalRounds),
    }),
    link: `/match/${match.matchId}`,
    amount: null,
  };
}

export function roundAdvanced(userId: number, t: TournamentRef, currentRound: number): InboxNotice {
  return {
    userId,
    kind: 'round_advanced',
    title: withValues(msg({ message: '{tournament}: {round} under way' }), {
      tournament: t.name,
      round: roundLabel(currentRound, t.totalRounds),
    }),
    text: withValues(msg({ message: 'All matches of {round} are decided: the bracket has moved on.' }), {
      round: roundLabel(currentRound - 1, t.totalRounds),
    }),
    link: `/tournament/${t.tournamentId}`,
    amount: null,
  };
}

/** A paid place's prize (issue 32 §3): the champion's, or second or third place's where the table pays them. */
export function prizeWon(
  userId: number,
  t: Pick<TournamentRef, 'tournamentId' | 'name'>,
  amount: Cents,
  place = 1,
): InboxNotice {
  const values = { tournament: t.name, amount: coinsValue(amount) };
  const [title, text] =
    place === 2
      ? [
          msg({ message: '2nd place in {tournament}' }),
          msg({ message: 'Runner-up! The prize of {amount} is in your wallet.' }),
        ]
      : place === 3
        ? [
            msg({ message: '3rd place in {tournament}' }),
            msg({ message: 'Third place! The prize of {amount} is in your wallet.' }),
          ]
        : [
            msg({ message: 'You won {tournament}' }),
            msg({ message: 'Champion! The prize of {amount} is in your wallet.' }),
          ];
  return {
    userId,
    kind: 'prize_won',
    title: withValues(title, values),
    text: withValues(text, values),
    link: `/tournament/${t.tournamentId}`,
    amount,
  };
}

export function tournamentRefund(
  userId: number,
  t: Pick<TournamentRef, 'tournamentId' | 'name'>,
  amount: Cents,
  why: 'left' | 'blocked' | 'cancelled' | 'check_in',
): InboxNotice {
  const text =
    why === 'cancelled'
      ? msg({ message: '{tournament} was cancelled: {amount} is back in your wallet.' })
      : why === 'left'
        ? msg({ message: 'You left {tournament}: {amount} is back in your wallet.' })
        : why === 'check_in'
          ? msg({
              message:
                'You did not check in for {tournament}, so your seat was released: {amount} is back in your wallet.',
            })
          : msg({ message: 'Your seat in {tournament} was released: {amount} is back in your wallet.' });
  return {
    userId,
    kind: 'refund',
    title: msg({ message: 'Entry fee refunded' }),
    text: withValues(text, { tournament: t.name, amount: coinsValue(amount) }),
    link: '/wallet',
    amount,
  };
}

export function withdrawalReviewed(
  userId: number,
  outcome: 'approved' | 'rejected' | 'cancelled',
  amount: Cents,
): InboxNotice {
  const values = { amount: coinsValue(amount) };
  if (outcome === 'approved')
    return {
      userId,
      kind: 'withdrawal_approved',
      title: msg({ message: 'Withdrawal approved' }),
      text: withValues(
        msg({ message: 'Your withdrawal of {amount} is approved: the funds will arrive soon.' }),
        values,
      ),
      link: '/wallet',
      amount: null,
    };
  if (outcome === 'rejected')
    return {
      userId,
      kind: 'withdrawal_rejected',
      title: msg({ message: 'Withdrawal rejected' }),
      text: withValues(
        msg({ message: 'Your withdrawal of {amount} was rejected: the coins are back in your wallet.' }),
        values,
      ),
      link: '/wallet',
      amount,
    };
  return {
    userId,
    kind: 'refund',
    title: msg({ message: 'Withdrawal cancelled' }),
    text: withValues(msg({ message: 'Your cancellation was approved: {amount} is back in your wallet.' }), values),
    link: '/wallet',
    amount,
  };
}

/**
 * Knocked out before the final (issue 32 §5): who won, and the tournament to follow from here. Not for a
 * semi-final's loser who plays on for third place, nor for the final's and the third-place match's losers, whose
 * places are told with their prizes.
 */
export function knockedOut(
  userId: number,
  t: TournamentRef,
  match: { roundNumber: number },
  winner: string,
  forfeit: boolean,
): InboxNotice {
  const text = forfeit
    ? msg({ message: '{winner} won your {match} by forfeit. Follow the rest of the tournament from its page.' })
    : msg({ message: '{winner} won your {match}. Follow the rest of the tournament from its page.' });
  return {
    userId,
    kind: 'knocked_out',
    title: withValues(msg({ message: 'You were knocked out of {tournament}' }), { tournament: t.name }),
    text: withValues(text, { winner, match: matchPhrase(match, t.totalRounds) }),
    link: `/tournament/${t.tournamentId}`,
    amount: null,
  };
}
