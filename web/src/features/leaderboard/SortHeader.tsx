import { useLingui } from '@lingui/react/macro';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { LeaderboardSort, SortColumn } from '../../lib/api/leaderboard';
import { gamesAreMatches } from '../../lib/stats';
import { COLUMN_LABELS } from './leaderboard-texts';
import { ariaSort } from './sort';
import classes from './leaderboard.module.css';

/** A sortable column's heading: a button that says the order it would sort in. */
export function SortHeader({
  column,
  sort,
  onSort,
  phoneHidden = false,
}: {
  column: SortColumn;
  sort: LeaderboardSort;
  onSort: (column: SortColumn) => void;
  /** Behind the row on a phone (issue 34 §4): Games Played and Losses. */
  phoneHidden?: boolean;
}) {
  const { t } = useLingui();
  const state = ariaSort(sort, column);
  const active = state !== 'none';
  const Icon = state === 'ascending' ? IconSortAscending : state === 'descending' ? IconSortDescending : IconArrowsSort;
  const label = t(COLUMN_LABELS[column]);
  const ascendingNext = active && sort.order === 'desc';
  return (
    <Table.Th aria-sort={state} className={`${classes.num} ${phoneHidden ? classes.phoneHidden : ''}`}>
      <UnstyledButton
        className={`${classes.sortButton} ${active ? classes.sortActive : ''}`}
        onClick={() => onSort(column)}
        aria-label={ascendingNext ? t`${label}: sort ascending` : t`${label}: sort descending`}
        data-testid={`sort-${column}`}
      >
        {label}
        <Icon size={15} aria-hidden opacity={active ? 1 : 0.45} />
      </UnstyledButton>
      {column === 'games_played' ? (
        <Text size="xs" c="dimmed" fw={400} data-testid="games-played-hint">
          {gamesAreMatches()}
        </Text>
      ) : null}
    </Table.Th>
  );
}
