/** What the match page's live region says when the match changes (no React), tested in announcements.test.ts. */
import { t } from '@lingui/core/macro';
import type { Game, Match } from '../../lib/api/match';
import { resultDescription } from '../../lib/choice-names';
import { loserName, outcomeFor } from '../../lib/outcome';

/** Read when said, so it is in the language active then. */
export const opponentMoved = (): string => t`Your opponent has moved.`;

/** "You won game 2: Spock smashes Scissors". */
export function resultSentence(game: Game, match: Match, viewerId: number | null): string {
  const n = game.game_number;
  const what = resultDescription(game.result_description);
  const outcome = outcomeFor(game.winner, [match.player1, match.player2], viewerId);
  // The stored forfeit words are the winner's ("opponent did not show up"): each side hears its own (issue 34 §2).
  if (game.forfeit && outcome !== 'tie') {
    if (outcome === 'win') return t`You won game ${n} by forfeit: your opponent did not show up`;
    if (outcome === 'loss') return t`You lost game ${n} by forfeit: you did not move in time`;
    const winner = game.winner_username ?? t`The winner`;
    const loser = loserName(game.winner, match) ?? t`the opponent`;
    return t`${winner} won game ${n} by forfeit: ${loser} did not show up`;
  }
  switch (outcome) {
    case 'win':
      return t`You won game ${n}: ${what}`;
    case 'loss':
      return t`You lost game ${n}: ${what}`;
    case 'tie':
      return t`Game ${n} is a tie: ${what}. It is replayed.`;
    case 'decided': {
      const winner = game.winner_username ?? t`The winner`;
      return t`${winner} won game ${n}: ${what}`;
    }
  }
}

/** "Match over: you won the match, 2–1." */
export function matchEndSentence(match: Match, viewerId: number | null): string {
  const score = `${Math.max(match.player1_score, match.player2_score)}–${Math.min(match.player1_score, match.player2_score)}`;
  const played = viewerId !== null && (match.player1 === viewerId || match.player2 === viewerId);
  if (!played) {
    const winner = match.winner_username ?? t`the winner`;
    return t`Match over: ${winner} wins the match, ${score}.`;
  }
  return match.winner === viewerId
    ? t`Match over: you won the match, ${score}.`
    : t`Match over: you were knocked out, ${score}.`;
}

/**
 * What changed from `previous` to `next` (the match as the page shows it, so a result comes after its reveal):
 * the opponent's move, each newly finished game, the match's end. Nothing for the first read of a page.
 */
export function announcementsBetween(previous: Match, next: Match, viewerId: number | null): string[] {
  if (previous.id !== next.id) return [];
  const said: string[] = [];
  const [was, is] = [previous.current_game, next.current_game];
  const played = viewerId !== null && (next.player1 === viewerId || next.player2 === viewerId);
  if (played && was && is && was.id === is.id && !is.is_complete && !was.opponent_submitted && is.opponent_submitted) {
    said.push(opponentMoved());
  }
  const doneBefore = new Set(previous.games.filter((g) => g.is_complete).map((g) => g.id));
  next.games
    .filter((g) => g.is_complete && !doneBefore.has(g.id))
    .sort((a, b) => a.game_number - b.game_number)
    .forEach((g) => said.push(resultSentence(g, next, viewerId)));
  if (!previous.is_complete && next.is_complete) said.push(matchEndSentence(next, viewerId));
  return said;
}
