import { t } from '@lingui/core/macro';
import { roundLabel } from '../../lib/rounds';
import { API_LIMITS } from '../../lib/api-types';

/** Pure helpers for brackets and rounds (no React), tested in bracket.test.ts. */

export interface BracketRound<M> {
  /** The server's key, "round_3". */
  key: string;
  roundNumber: number;
  /** "Round 1" .. "Final". */
  label: string;
  isFinal: boolean;
  matches: M[];
}

const ROUND_KEY = /^round_(\d+)$/;

/** The number in "round_12", or null for a key that is not a round. */
export function roundNumberOf(key: string): number | null {
  const found = ROUND_KEY.exec(key);
  return found ? Number(found[1]) : null;
}

/**
 * The bracket's rounds left to right: keys sorted by their number (round_10 after round_9, not after round_1),
 * each match list by match number, the last round marked Final. Keys that are not round_N are ignored.
 */
export function orderedRounds<M extends { match_number: number }>(
  bracket: Record<string, M[] | null | undefined>,
): BracketRound<M>[] {
  const rounds = Object.entries(bracket)
    .map(([key, matches]) => ({ key, roundNumber: roundNumberOf(key), matches: matches ?? [] }))
    .filter((round): round is { key: string; roundNumber: number; matches: M[] } => round.roundNumber !== null)
    .sort((a, b) => a.roundNumber - b.roundNumber);
  return rounds.map((round, index) => {
    const isFinal = index === rounds.length - 1;
    return {
      key: round.key,
      roundNumber: round.roundNumber,
      // The one way rounds are named (lib/rounds.ts): the last round's number is the number of rounds.
      label: roundLabel(round.roundNumber, rounds[rounds.length - 1].roundNumber),
      isFinal,
      matches: [...round.matches].sort((a, b) => a.match_number - b.match_number),
    };
  });
}

/** History's round titles: the last round is the Finals, the one before it the Semi-Finals. */
export function historyRoundLabel(roundNumber: number, totalRounds: number): string {
  if (roundNumber === totalRounds) return t`Finals`;
  if (totalRounds > 1 && roundNumber === totalRounds - 1) return t`Semi-Finals`;
  return t`Round ${roundNumber}`;
}

/** Knockout rounds for a field of max players (2 -> 1, 4 -> 2, ... 256 -> 8). */
export function roundsFor(maxPlayers: number): number {
  return Math.max(1, Math.round(Math.log2(maxPlayers)));
}

/** Bracket sizes a tournament may have (spec section 9), as the server allows them. */
export const MAX_PLAYER_OPTIONS = API_LIMITS.bracketSizes;

/** A box's sideways extent on screen (left and right edges, in pixels). */
export interface Span {
  left: number;
  right: number;
}

/**
 * The round most in view of a bracket that scrolls sideways: the column with the widest visible part, the first
 * of equals. -1 without columns. Names the round above a phone's bracket while it scrolls (issue 34 §4).
 */
export function mostVisible(columns: Span[], view: Span): number {
  let best = -1;
  let widest = 0;
  columns.forEach((column, index) => {
    const visible = Math.min(column.right, view.right) - Math.max(column.left, view.left);
    if (visible > widest) {
      widest = visible;
      best = index;
    }
  });
  return best;
}
