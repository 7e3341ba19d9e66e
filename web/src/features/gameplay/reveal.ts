/** The match as the reveal shows it (no React), tested in reveal.test.ts. */
import { t } from '@lingui/core/macro';
import type { Choice, Match } from '../../lib/api/match';

/**
 * The match as it stood before `gameId` completed: that game is still the one in play, its point is not on the
 * board, the match is not over and the game is not in the history. While "Revealing results..." shows, the rest
 * of the page must not give the result away. The match unchanged if the game is not one of its own.
 */
export function matchBeforeGame(match: Match, gameId: number): Match {
  const game = match.games.find((g) => g.id === gameId);
  if (!game) return match;
  const point = (player: number | null) => (game.winner !== null && game.winner === player ? 1 : 0);
  return {
    ...match,
    player1_score: match.player1_score - point(match.player1),
    player2_score: match.player2_score - point(match.player2),
    status: 'IN_PROGRESS',
    // The server's own words for this status (it sends them in the player's language).
    status_display: t`In Progress`,
    winner: null,
    winner_username: null,
    is_complete: false,
    completed_at: null,
    current_game: game,
    games: match.games.filter((g) => g.id !== gameId),
  };
}

/**
 * The game to reveal when the match is read again: the one the viewer was playing in `previous` that `next` shows
 * complete, with the viewer's own choice (the opponent's stays face down under the reveal). Whatever brought the
 * new read (the viewer's own move, the stream, a poll), the reveal starts in the same render as the result arrives.
 */
export function gameToReveal(
  previous: Match,
  next: Match,
  mySlot: 1 | 2 | null,
): { gameId: number; choice: Choice } | null {
  const watched = previous.current_game;
  if (mySlot === null || !watched || watched.is_complete) return null;
  const done = next.games.find((g) => g.id === watched.id && g.is_complete);
  const choice = done ? (mySlot === 1 ? done.player1_choice : done.player2_choice) : null;
  return done && choice ? { gameId: done.id, choice } : null;
}
