import type { User } from './api';

/** The rating shown when the server has none yet (spec section 3). */
export const DEFAULT_RATING = 1000;

export function displayRating(user: Pick<User, 'rating'>): number {
  return user.rating ?? DEFAULT_RATING;
}

export function totalGames(user: Pick<User, 'wins' | 'losses'>): number {
  return (user.wins ?? 0) + (user.losses ?? 0);
}
