import { Query } from '@nestjs/cqrs';

export const LEADERBOARD_SORTS = ['games_played', 'wins', 'losses', 'win_rate', 'money_won'] as const;
export type LeaderboardSort = (typeof LEADERBOARD_SORTS)[number];

export interface LeaderboardEntry {
  id: number;
  rank: number;
  username: string;
  games_played: number;
  wins: number;
  losses: number;
  win_rate: number;
  money_won: string;
}

export class GetLeaderboard extends Query<{ results: LeaderboardEntry[] }> {
  constructor(
    readonly sortBy: LeaderboardSort,
    readonly order: 'asc' | 'desc',
  ) {
    super();
  }
}
