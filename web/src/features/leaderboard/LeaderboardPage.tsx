import { Alert, Badge, Card, Group, Stack, Table, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowsSort,
  IconArrowRight,
  IconChartBar,
  IconChevronDown,
  IconChevronUp,
  IconCoin,
  IconSortAscending,
  IconSortDescending,
  IconUsers,
} from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { Money } from '../../components/Money';
import { PlayerLink } from '../../components/PlayerLink';
import { StatCard } from '../../components/StatCard';
import { formatWinRate } from '../../lib/format';
import { BOARD_GAMES_ARE_MATCHES, GAMES_ARE_MATCHES } from '../../lib/stats';
import { ListPagination } from '../../components/ListPagination';
import { useCurrentUser } from '../../lib/session';
import { useOverflowsSideways } from '../../lib/use-overflows';
import {
  leaderboardQueryOptions,
  type LeaderboardEntry,
  type LeaderboardPage as LeaderboardPageData,
  type LeaderboardSort,
  type SortColumn,
} from '../../lib/api/leaderboard';
import classes from './leaderboard.module.css';
import { Medal } from './Medal';
import { DEFAULT_SORT, ariaSort, sortOf, toggleSort } from './sort';

const route = getRouteApi('/_authenticated/leaderboard');

export const LEADERBOARD_FAILED = 'Failed to load leaderboard. Please try again.';
export const LEADERBOARD_EMPTY = 'No players on the leaderboard yet';

const COLUMN_LABELS: Record<SortColumn, string> = {
  games_played: 'Games Played',
  wins: 'Wins',
  losses: 'Losses',
  money_won: 'Money Won',
};

function SortHeader({
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
  const state = ariaSort(sort, column);
  const active = state !== 'none';
  const Icon = state === 'ascending' ? IconSortAscending : state === 'descending' ? IconSortDescending : IconArrowsSort;
  const next = active ? (sort.order === 'desc' ? 'ascending' : 'descending') : 'descending';
  return (
    <Table.Th aria-sort={state} className={`${classes.num} ${phoneHidden ? classes.phoneHidden : ''}`}>
      <UnstyledButton
        className={`${classes.sortButton} ${active ? classes.sortActive : ''}`}
        onClick={() => onSort(column)}
        aria-label={`${COLUMN_LABELS[column]}: sort ${next}`}
        data-testid={`sort-${column}`}
      >
        {COLUMN_LABELS[column]}
        <Icon size={15} aria-hidden opacity={active ? 1 : 0.45} />
      </UnstyledButton>
      {column === 'games_played' ? (
        <Text size="xs" c="dimmed" fw={400} data-testid="games-played-hint">
          {GAMES_ARE_MATCHES}
        </Text>
      ) : null}
    </Table.Th>
  );
}

function RankCell({ rank }: { rank: number }) {
  if (rank === 1 || rank === 2 || rank === 3) {
    return (
      <span className={classes.rank}>
        <Medal rank={rank} />
      </span>
    );
  }
  return <span className={classes.rank}>#{rank}</span>;
}

/**
 * One player's row. On a phone it shows rank, player, wins and money won; games played, losses and the win rate
 * wait behind the row's "More" button, in a row under it (issue 34 §4), so nothing needs a sideways scroll.
 */
function LeaderboardRow({ entry, isMe, pinned = false }: { entry: LeaderboardEntry; isMe: boolean; pinned?: boolean }) {
  const [open, setOpen] = useState(false);
  const detailsId = `leaderboard-more-${pinned ? 'me' : entry.id}`;
  return (
    <>
      <Table.Tr
        className={isMe ? classes.me : undefined}
        aria-current={isMe ? 'true' : undefined}
        data-testid={pinned ? 'leaderboard-me' : 'leaderboard-row'}
        data-me={isMe ? 'true' : undefined}
      >
        <Table.Td>
          <RankCell rank={entry.rank} />
        </Table.Td>
        <Table.Td>
          <span className={classes.player}>
            <span className={classes.playerName}>
              <PlayerLink name={entry.username} />
            </span>
            {isMe ? (
              <Badge size="sm" color="violet" variant="filled" className={classes.youBadge} data-testid="you-badge">
                You
              </Badge>
            ) : null}
            <UnstyledButton
              className={`${classes.moreButton} ${classes.phoneOnly}`}
              onClick={() => setOpen((was) => !was)}
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={`More about ${entry.username}`}
              data-testid="leaderboard-more"
            >
              {open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
            </UnstyledButton>
          </span>
        </Table.Td>
        <Table.Td className={`${classes.num} ${classes.phoneHidden}`}>{entry.games_played}</Table.Td>
        <Table.Td className={classes.num}>{entry.wins}</Table.Td>
        <Table.Td className={`${classes.num} ${classes.phoneHidden}`}>{entry.losses}</Table.Td>
        <Table.Td className={`${classes.num} ${classes.phoneHidden}`}>
          {formatWinRate(entry.win_rate, entry.games_played)}
        </Table.Td>
        <Table.Td className={classes.num}>
          <Group justify="flex-end">
            <Money value={entry.money_won} size="sm" iconSize={16} data-testid="money-won" />
          </Group>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr className={`${classes.phoneOnly} ${isMe ? classes.me : ''}`} id={detailsId}>
          <Table.Td colSpan={7}>
            <Text size="sm" data-testid="leaderboard-details">
              {COLUMN_LABELS.games_played} {entry.games_played} · {COLUMN_LABELS.losses} {entry.losses} · Win Rate{' '}
              {formatWinRate(entry.win_rate, entry.games_played)}
            </Text>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

/** The whole board's figures, from the server: the page in view holds only some of its rows. */
function Summary({ count, totals }: { count: number; totals: LeaderboardPageData['totals'] }) {
  return (
    <section className={classes.summary} aria-label="Leaderboard summary">
      <StatCard label="Total Players" value={count} icon={IconUsers} color="violet" valueTestId="total-players" />
      <StatCard
        label="Total Games"
        value={totals.games}
        icon={IconChartBar}
        color="teal"
        hint={BOARD_GAMES_ARE_MATCHES}
        valueTestId="total-games"
      />
      <StatCard
        label="Total Prize Money"
        value={<Money value={totals.prize_money} fz={28} fw={700} iconSize={26} data-testid="total-prize" />}
        icon={IconCoin}
        color="yellow"
      />
    </section>
  );
}

export function LeaderboardPage() {
  const search = route.useSearch();
  const sort = sortOf(search);
  const navigate = route.useNavigate();
  const { data, isError } = useSuspenseQuery(leaderboardQueryOptions(sort, search.page));
  const entries = data.results;
  const page = search.page ?? 1;
  // The viewer's own row, pinned under the table when it is not on this page.
  const pinnedMe = data.me && !entries.some((entry) => entry.id === data.me?.id) ? data.me : null;
  const user = useCurrentUser();
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(scroller);

  const onSort = (column: SortColumn) => {
    const next = toggleSort(sort, column);
    const isDefault = next.sortBy === DEFAULT_SORT.sortBy && next.order === DEFAULT_SORT.order;
    // A new order starts from its first page.
    void navigate({
      search: isDefault ? {} : { sort_by: next.sortBy, order: next.order },
      replace: true,
      resetScroll: false,
    });
  };

  const toPage = (next: number) =>
    void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) });

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>Leaderboard</Title>
        <Text c="dimmed">Every player who has finished a match, ranked.</Text>
      </Stack>

      {isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {LEADERBOARD_FAILED}
        </Alert>
      ) : null}

      <Summary count={data.count} totals={data.totals} />

      <Card p={0} data-testid="leaderboard">
        {entries.length === 0 && data.count === 0 ? (
          <Stack align="center" gap={6} py="xl" ta="center" data-testid="leaderboard-empty">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconChartBar size={30} aria-hidden />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {LEADERBOARD_EMPTY}
            </Text>
            <Text c="dimmed" size="sm">
              Finish a match to get ranked.
            </Text>
          </Stack>
        ) : (
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
                    <LeaderboardRow key={entry.id} entry={entry} isMe={user?.id === entry.id} />
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
        )}
      </Card>
      <ListPagination count={data.count} page={page} onChange={toPage} noun="players" />
    </Stack>
  );
}

/** The route's error boundary. */
export function LeaderboardError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Stack gap="lg">
      <Title order={1}>Leaderboard</Title>
      <LoadErrorCard
        message={LEADERBOARD_FAILED}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Stack>
  );
}
