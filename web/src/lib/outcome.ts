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

/** The game-complete headline on the match page. */
export function outcomeHeadline(outcome: Outcome, winnerName: string | null): string {
  switch (outcome) {
    case 'win':
      return 'You Won!';
    case 'loss':
      return 'You Lost';
    case 'tie':
      return "It's a Tie!";
    case 'decided':
      return `${winnerName ?? 'The winner'} won`;
  }
}
