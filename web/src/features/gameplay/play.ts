/** Who sits where and what the match page shows in play (no React), tested in play.test.ts. */
import type { Choice, Game, Match } from '../../lib/api/match';
import { graceSecondsLeft, secondsLeft } from './countdown';

export interface Side {
  /** Null for a seat still waiting, and for the computer of a practice match (no player page to link). */
  id: number | null;
  name: string;
  score: number;
  isMe: boolean;
  /** "Computer (practice)": its moves are the seed's from the start, never "time ran out" (issue 33 §5). */
  computer: boolean;
}

export interface Sides {
  /** 1 or 2 when the viewer plays, else null (spectator: player 1 is shown on the left). */
  mySlot: 1 | 2 | null;
  left: Side;
  right: Side;
}

export function sidesOf(match: Match, viewerId: number | null): Sides {
  const isP1 = viewerId !== null && match.player1 === viewerId;
  const isP2 = viewerId !== null && match.player2 === viewerId;
  const p1 = {
    id: match.player1,
    name: match.player1_username ?? 'TBD',
    score: match.player1_score,
    isMe: isP1,
    computer: false,
  };
  // The computer sits in slot 2 of a practice match.
  const p2 = {
    id: match.practice ? null : match.player2,
    name: match.player2_username ?? 'TBD',
    score: match.player2_score,
    isMe: isP2,
    computer: match.practice,
  };
  if (isP2) return { mySlot: 2, left: p2, right: p1 };
  return { mySlot: isP1 ? 1 : null, left: p1, right: p2 };
}

/** The two choices of a game from the left and right players' sides. */
export function choicesOf(game: Game, sides: Sides): [Choice | null, Choice | null] {
  return sides.mySlot === 2 ? [game.player2_choice, game.player1_choice] : [game.player1_choice, game.player2_choice];
}

/**
 * Whether the server made each side's move at the deadline, from the left and right players' sides. The computer's
 * moves are the seed's too (`auto`), but made when its player moved: no deadline passed for them.
 */
export function autosOf(game: Game, sides: Sides): [boolean, boolean] {
  const [p1, p2] = [game.player1_auto === true, game.player2_auto === true];
  const [left, right] = sides.mySlot === 2 ? [p2, p1] : [p1, p2];
  return [left && !sides.left.computer, right && !sides.right.computer];
}

/** The viewer's game in play: null for a spectator, a finished match or a match without a game yet. */
export function gameInPlay(match: Match, mySlot: Sides['mySlot']): Game | null {
  return mySlot !== null && !match.is_complete ? match.current_game : null;
}

/** The deadline that ticks on screen: the viewer's own while it is their turn, else the opponent's until they move. */
export function deadlineOf(game: Game | null): string | null {
  if (!game) return null;
  if (!game.my_submitted) return game.my_move_deadline;
  return game.opponent_submitted ? null : game.opponent_move_deadline;
}

export interface Clock {
  /** Whole seconds to the deadline that ticks (the grace included), null without one. */
  seconds: number | null;
  expired: boolean;
  /** Seconds left of a first game's start grace, 0 once the move time runs; the clock counts both as one. */
  grace: number;
}

export function clockOf(game: Game | null, clockOffsetMs: number, now: number): Clock {
  const seconds = secondsLeft(deadlineOf(game), clockOffsetMs, now);
  const expired = seconds !== null && seconds <= 0;
  const grace = game ? graceSecondsLeft(seconds, game.move_timeout) : 0;
  return { seconds, expired, grace };
}

/** A key that changes once per expired deadline (whose it is, in which game), null while no deadline has passed. */
export function expiryKey(game: Game | null, expired: boolean): string | null {
  return expired && game ? `${game.id}:${game.my_submitted ? 'them' : 'me'}` : null;
}

/** The newest finished game, whose result shows under the scoreboard. */
export function lastCompletedGame(match: Match): Game | null {
  return match.games.filter((g) => g.is_complete).sort((a, b) => b.game_number - a.game_number)[0] ?? null;
}
