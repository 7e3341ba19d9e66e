import type { GameWinner } from './rules.js';

export interface Score {
  player1: number;
  player2: number;
}

/** A best-of-N match is won by the first to win a majority of N games. */
export function gamesToWin(maxGames: number): number {
  return Math.ceil(maxGames / 2);
}

/** A tied game counts for neither player; the match then plays another game. */
export function scoreAfterGame(score: Score, winner: GameWinner): Score {
  if (winner === 1) return { player1: score.player1 + 1, player2: score.player2 };
  if (winner === 2) return { player1: score.player1, player2: score.player2 + 1 };
  return { ...score };
}

/** The slot that has won the match at this score, or null while it goes on. */
export function matchWinner(score: Score, maxGames: number): GameWinner {
  const needed = gamesToWin(maxGames);
  if (score.player1 >= needed) return 1;
  if (score.player2 >= needed) return 2;
  return null;
}
