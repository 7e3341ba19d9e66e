/** The match as the reveal shows it (no React), tested in reveal.test.ts. */
import type { Match } from './api';

/**
 * The match as it stood before `gameId` completed: that game is still the one in play, its point is not on the
 * board, the match is not over and the game is not in the history. While "Revealing results..." shows, the rest
 * of the page must not give the result away. The match unchanged if the game is not one of its own.
 */
export function matchBeforeGame(match: Match, gameId: number): Match {
  const game = match.games.find((g) => g.id === gameId);
  if (!game) return match;
  const point = (player: number | null) => (game.winner !== null && player !== null && String(game.winner) === String(player) ? 1 : 0);
  return {
    ...match,
    player1_score: match.player1_score - point(match.player1),
    player2_score: match.player2_score - point(match.player2),
    status: 'IN_PROGRESS',
    status_display: 'In Progress',
    winner: null,
    winner_username: null,
    is_complete: false,
    completed_at: null,
    current_game: game,
    games: match.games.filter((g) => g.id !== gameId),
  };
}
