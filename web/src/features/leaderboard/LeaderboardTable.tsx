import { Group, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useRef } from 'react';
import type { LeaderboardEntry, LeaderboardSort, SortColumn } from '../../lib/api/leaderboard';
import { useOverflowsSideways } from '../../lib/use-overflows';
import { COLUMN_LABELS } from './leaderboard-texts';
import { LeaderboardRow } from './LeaderboardRow';
import { SortHeader } from './SortHeader';
import classes from './leaderboard.module.css';

interface LeaderboardTableProps {
  entries: LeaderboardEntry[];
  /** The viewer's own row, pinned under the table when it is not on this page. */
  pinnedMe: LeaderboardEntry | null;
  sort: LeaderboardSort;
  onSort: (column: SortColumn) => void;
  meId: number | undefined;
}

/** The board's page of rows, sortable by its headings, with the viewer's row pinned when elsewhere. */
export function LeaderboardTable({ entries, pinnedMe, sort, onSort, meId }: LeaderboardTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(scroller);
  return (
    <>
      {overflows ? (
        // On a phone the table is wider than the screen: say so, and which columns are out of sight.
        <Group gap={6} px="md" pt="sm" c="dimmed" wrap="nowrap" data-testid="leaderboard-scroll-hint">
          <Text size="xs">Swipe the table sideways for the other columns</Text>
          <IconArrowRight size={14} aria-hidden className={classes.hintArrow} />
        </Group>
      ) : null}
      <div
        ref={scroller}
        className={classes.tableScroll}
        data-overflows={overflows || undefined}
        tabIndex={0}
        role="region"
        aria-label="Leaderboard table, scrolls sideways"
      >
        <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px 0' }}>
            Sorted by {COLUMN_LABELS[sort.sortBy]}, {sort.order === 'desc' ? 'highest first' : 'lowest first'}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Rank</Table.Th>
              <Table.Th>Player</Table.Th>
              <SortHeader column="games_played" sort={sort} onSort={onSort} phoneHidden />
              <SortHeader column="wins" sort={sort} onSort={onSort} />
              <SortHeader column="losses" sort={sort} onSort={onSort} phoneHidden />
              <Table.Th className={`${classes.num} ${classes.phoneHidden}`}>Win Rate (%)</Table.Th>
              <SortHeader column="money_won" sort={sort} onSort={onSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <LeaderboardRow key={entry.id} entry={entry} isMe={meId === entry.id} />
            ))}
          </Table.Tbody>
          {pinnedMe ? (
            <Table.Tbody className={classes.pinned} aria-label="Your rank">
              <LeaderboardRow entry={pinnedMe} isMe pinned />
            </Table.Tbody>
          ) : null}
        </Table>
      </div>
    </>
  );
}
