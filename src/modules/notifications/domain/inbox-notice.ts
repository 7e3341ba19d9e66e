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
 * never a move (the events these come from carry none until a game is over, and none is read here).
 */
export interface InboxNotice {
  userId: number;
  kind: NotificationKind;
  title: string;
  text: string;
  /** A path of the web app. */
  link: string;
  amount: Cents | null;
}

/** Coins as players read them: "60,000.00". */
export const coins = formatCoins;

/** The one naming of rounds (issue 23 §4): the last is the Final, the one before it the Semi-Finals. */
export function roundLabel(round: number, totalRounds: number): string {
  if (round === totalRounds) return 'Final';
  if (round === totalRounds - 1 && totalRounds > 1) return 'Semi-Finals';
  return `Round ${round}`;
}

/** A match's name in a notice: its round's, or the third-place match's, which is played in the final's round. */
export function matchLabel(match: { roundNumber: number; thirdPlace?: boolean }, totalRounds: number): string {
  return match.thirdPlace ? 'Third-place match' : roundLabel(match.roundNumber, totalRounds);
}

/** The match inside a sentence: "your Final match", "your third-place match". */
export function matchPhrase(match: { roundNumber: number; thirdPlace?: boolean }, totalRounds: number): string {
  return match.thirdPlace ? 'third-place match' : `${roundLabel(match.roundNumber, totalRounds)} match`;
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
    title: `Your match against ${opponent} has started`,
    text: `${t.name} · ${matchLabel(match, t.totalRounds)}: your move.`,
    link: `/match/${match.matchId}`,
    amount: null,
  };
}

export function roundAdvanced(userId: number, t: TournamentRef, currentRound: number): InboxNotice {
  return {
    userId,
    kind: 'round_advanced',
    title: `${t.name}: ${roundLabel(currentRound, t.totalRounds)} under way`,
    text: `All matches of ${roundLabel(currentRound - 1, t.totalRounds)} are decided: the bracket has moved on.`,
    link: `/tournament/${t.tournamentId}`,
    amount: null,
  };
}

const PLACE_WORDS = new Map([
  [2, { title: '2nd place', cheer: 'Runner-up!' }],
  [3, { title: '3rd place', cheer: 'Third place!' }],
]);

/** A paid place's prize (issue 32 §3): the champion's, or second or third place's where the table pays them. */
export function prizeWon(
  userId: number,
  t: Pick<TournamentRef, 'tournamentId' | 'name'>,
  amount: Cents,
  place = 1,
): InboxNotice {
  const words = PLACE_WORDS.get(place);
  return {
    userId,
    kind: 'prize_won',
    title: words ? `${words.title} in ${t.name}` : `You won ${t.name}`,
    text: `${words ? words.cheer : 'Champion!'} The prize of ${coins(amount)} is in your wallet.`,
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
  const reason =
    why === 'cancelled'
      ? `${t.name} was cancelled`
      : why === 'left'
        ? `You left ${t.name}`
        : why === 'check_in'
          ? `You did not check in for ${t.name}, so your seat was released`
          : `Your seat in ${t.name} was released`;
  return {
    userId,
    kind: 'refund',
    title: 'Entry fee refunded',
    text: `${reason}: ${coins(amount)} is back in your wallet.`,
    link: '/wallet',
    amount,
  };
}

export function withdrawalReviewed(
  userId: number,
  outcome: 'approved' | 'rejected' | 'cancelled',
  amount: Cents,
): InboxNotice {
  if (outcome === 'approved')
    return {
      userId,
      kind: 'withdrawal_approved',
      title: 'Withdrawal approved',
      text: `Your withdrawal of ${coins(amount)} is approved: the funds will arrive soon.`,
      link: '/wallet',
      amount: null,
    };
  if (outcome === 'rejected')
    return {
      userId,
      kind: 'withdrawal_rejected',
      title: 'Withdrawal rejected',
      text: `Your withdrawal of ${coins(amount)} was rejected: the coins are back in your wallet.`,
      link: '/wallet',
      amount,
    };
  return {
    userId,
    kind: 'refund',
    title: 'Withdrawal cancelled',
    text: `Your cancellation was approved: ${coins(amount)} is back in your wallet.`,
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
  return {
    userId,
    kind: 'knocked_out',
    title: `You were knocked out of ${t.name}`,
    text: `${forfeit ? `${winner} won your ${matchPhrase(match, t.totalRounds)} by forfeit` : `${winner} won your ${matchPhrase(match, t.totalRounds)}`}. Follow the rest of the tournament from its page.`,
    link: `/tournament/${t.tournamentId}`,
    amount: null,
  };
}
