import type { SortColumn } from '../../lib/api/leaderboard';

export const LEADERBOARD_FAILED = 'Failed to load leaderboard. Please try again.';
export const LEADERBOARD_EMPTY = 'No players on the leaderboard yet';

/** The sortable columns' headings, said again in a phone's details row and the table's caption. */
export const COLUMN_LABELS: Record<SortColumn, string> = {
  games_played: 'Games Played',
  wins: 'Wins',
  losses: 'Losses',
  money_won: 'Money Won',
};
