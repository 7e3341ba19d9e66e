import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SortColumn } from '../../lib/api/leaderboard';

export const LEADERBOARD_FAILED = msg`Failed to load leaderboard. Please try again.`;
export const LEADERBOARD_EMPTY = msg`No players on the leaderboard yet`;

/** The sortable columns' headings, said again in a phone's details row and the table's caption. */
export const COLUMN_LABELS: Record<SortColumn, MessageDescriptor> = {
  games_played: msg`Games Played`,
  wins: msg`Wins`,
  losses: msg`Losses`,
  money_won: msg`Money Won`,
};

/** The table's caption per column and order: whole sentences, as a translator needs them. */
export const SORT_CAPTIONS: Record<SortColumn, Record<'asc' | 'desc', MessageDescriptor>> = {
  games_played: {
    desc: msg`Sorted by Games Played, highest first`,
    asc: msg`Sorted by Games Played, lowest first`,
  },
  wins: { desc: msg`Sorted by Wins, highest first`, asc: msg`Sorted by Wins, lowest first` },
  losses: { desc: msg`Sorted by Losses, highest first`, asc: msg`Sorted by Losses, lowest first` },
  money_won: { desc: msg`Sorted by Money Won, highest first`, asc: msg`Sorted by Money Won, lowest first` },
};
