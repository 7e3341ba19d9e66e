import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ListPagination } from '../../components/ListPagination';
import { leaderboardQueryOptions, type SortColumn } from '../../lib/api/leaderboard';
import { useCurrentUser } from '../../lib/session';
import { LEADERBOARD_FAILED } from './leaderboard-texts';
import { LeaderboardEmpty } from './LeaderboardEmpty';
import { LeaderboardSummary } from './LeaderboardSummary';
import { LeaderboardTable } from './LeaderboardTable';
import { DEFAULT_SORT, sortOf, toggleSort } from './sort';

const route = getRouteApi('/_authenticated/leaderboard');

/** The leaderboard: the board's figures, then a server-sorted page of players (`?sort_by=&order=&page=`). */
export function LeaderboardPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const sort = sortOf(search);
  const navigate = route.useNavigate();
  const { data, isError } = useSuspenseQuery(leaderboardQueryOptions(sort, search.page));
  const entries = data.results;
  const page = search.page ?? 1;
  // The viewer's own row, pinned under the table when it is not on this page.
  const pinnedMe = data.me && !entries.some((entry) => entry.id === data.me?.id) ? data.me : null;
  const user = useCurrentUser();

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
        <Title order={1}>
          <Trans>Leaderboard</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Every player who has finished a match, ranked.</Trans>
        </Text>
      </Stack>

      {isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {t(LEADERBOARD_FAILED)}
        </Alert>
      ) : null}

      <LeaderboardSummary count={data.count} totals={data.totals} />

      <Card p={0} data-testid="leaderboard">
        {entries.length === 0 && data.count === 0 ? (
          <LeaderboardEmpty />
        ) : (
          <LeaderboardTable entries={entries} pinnedMe={pinnedMe} sort={sort} onSort={onSort} meId={user?.id} />
        )}
      </Card>
      <ListPagination count={data.count} page={page} onChange={toPage} noun="players" />
    </Stack>
  );
}
