import type { User } from './api/identity';

export function totalGames(user: Pick<User, 'wins' | 'losses'>): number {
  return user.wins + user.losses;
}
