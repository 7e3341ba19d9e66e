import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useRef, type CSSProperties } from 'react';
import type { LeaderboardEntry, LeaderboardSort, SortColumn } from '../../lib/api/leaderboard';
import { useOverflowsSideways } from '../../lib/use-overflows';
import { SORT_CAPTIONS } from './leaderboard-texts';
import { LeaderboardRow } from './LeaderboardRow';
import { SortHeader } from './SortHeader';
import classes from './leaderboard.module.css';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value, not words
const CAPTION_STYLE: CSSProperties = { captionSide: 'top', textAlign: 'left', padding: '12px 16px 0' };

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
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(scroller);
  return (
    <>
      {overflows ? (
        // On a phone the table is wider than the screen: say so, and which columns are out of sight.
        <Group gap={6} px="md" pt="sm" c="dimmed" wrap="nowrap" data-testid="leaderboard-scroll-hint">
          <Text size="xs">
            <Trans>Swipe the table sideways for the other columns</Trans>
          </Text>
          <IconArrowRight size={14} aria-hidden className={classes.hintArrow} />
        </Group>
      ) : null}
      <div
        ref={scroller}
        className={classes.tableScroll}
        data-overflows={overflows || undefined}
        tabIndex={0}
        role="region"
        aria-label={t`Leaderboard table, scrolls sideways`}
      >
        <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Caption style={CAPTION_STYLE}>{t(SORT_CAPTIONS[sort.sortBy][sort.order])}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Rank</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Player</Trans>
              </Table.Th>
              <SortHeader column="games_played" sort={sort} onSort={onSort} phoneHidden />
              <SortHeader column="wins" sort={sort} onSort={onSort} />
              <SortHeader column="losses" sort={sort} onSort={onSort} phoneHidden />
              <Table.Th className={`${classes.num} ${classes.phoneHidden}`}>
                <Trans>Win Rate (%)</Trans>
              </Table.Th>
              <SortHeader column="money_won" sort={sort} onSort={onSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <LeaderboardRow key={entry.id} entry={entry} isMe={meId === entry.id} />
            ))}
          </Table.Tbody>
          {pinnedMe ? (
            <Table.Tbody className={classes.pinned} aria-label={t`Your rank`}>
              <LeaderboardRow entry={pinnedMe} isMe pinned />
            </Table.Tbody>
          ) : null}
        </Table>
      </div>
    </>
  );
}
