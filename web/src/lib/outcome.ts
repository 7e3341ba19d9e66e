import { t } from '@lingui/core/macro';
import { resultDescription } from './choice-names';
/** Who a finished game (or match) went to, seen by one viewer (no React), tested in outcome.test.ts. */

/** win, loss and tie are the viewer's own result; "decided" is a game the viewer only watched. */
export type Outcome = 'win' | 'loss' | 'tie' | 'decided';

type Id = number | null;

const same = (a: Id, b: Id) => a !== null && a === b;

/**
 * A player of the match reads their own result (trophy, cross, handshake); anyone else reads a tie or which
 * side won ("decided", shown with a trophy by the winner's name).
 */
export function outcomeFor(winner: Id, players: [Id, Id], viewer: Id): Outcome {
  const played = same(players[0], viewer) || same(players[1], viewer);
  if (winner === null) return 'tie';
  if (!played) return 'decided';
  return same(winner, viewer) ? 'win' : 'loss';
}

/** The name of the side that lost a decided game or match (null for a tie or an empty seat). */
export function loserName(
  winner: Id,
  match: { player1: Id; player2: Id; player1_username: string | null; player2_username: string | null },
): string | null {
  if (winner === null) return null;
  return same(winner, match.player1) ? match.player2_username : match.player1_username;
}

/** The game-complete headline on the match page. */
export function outcomeHeadline(outcome: Outcome, winnerName: string | null): string {
  switch (outcome) {
    case 'win':
      return t`You Won!`;
    case 'loss':
      return t`You Lost`;
    case 'tie':
      return t`It's a Tie!`;
    case 'decided': {
      if (winnerName === null) return t`The winner won`;
      return t`${winnerName} won`;
    }
  }
}

/**
 * What decided a game, in the viewer's own words: the server's description ("Spock vaporizes Rock"), except for a
 * forfeit, whose stored words ("Won by forfeit: opponent did not show up") are the winner's and false for the
 * absent player. Each side reads its own truth; anyone else reads who did not show up (issue 34 §2).
 */
export function resultWords(
  outcome: Outcome,
  game: { forfeit: boolean; result_description: string | null },
  loserName: string | null,
): string {
  if (!game.forfeit) return resultDescription(game.result_description);
  switch (outcome) {
    case 'win':
      return forfeitWon();
    case 'loss':
      return forfeitLost();
    default:
      if (loserName === null) return t`Won by forfeit: the opponent did not show up`;
      return t`Won by forfeit: ${loserName} did not show up`;
  }
}

/** The winner's words for a forfeit, in the active language. */
export function forfeitWon(): string {
  return t`You won by forfeit: your opponent did not show up`;
}

/** The absent player's words for a forfeit, in the active language. */
export function forfeitLost(): string {
  return t`You lost by forfeit: you did not move in time`;
}
