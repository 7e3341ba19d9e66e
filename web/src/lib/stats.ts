import { t } from '@lingui/core/macro';
import type { User } from './api/identity';

export function totalGames(user: Pick<User, 'wins' | 'losses'>): number {
  return user.wins + user.losses;
}

/**
 * The help beside "Total Games" and "Games Played": the spec's sum counts matches (a win or a loss each), not the
 * games inside them, so a player with 8 games in 5 matches reads 5 and is told why (issue 34 §2).
 */
export function gamesAreMatches(): string {
  return t`matches won and lost`;
}

/** The leaderboard's Total Games card sums the wins: each finished match once, whoever won it. */
export function boardGamesAreMatches(): string {
  return t`finished matches`;
}
