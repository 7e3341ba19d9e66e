import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconSwords, IconTournament } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ListPagination } from '../../components/ListPagination';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { PlayRestrictionBanner } from '../../components/PlayRestrictionBanner';
import { bodyDetail, bodyError } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { pageCount } from '../../lib/pagination';
import { usePlayRestriction } from '../../lib/use-play-restriction';
import { walletBalanceQueryOptions } from '../../lib/api/wallet';
import {
  TOURNAMENT_TABS,
  isTournamentTab,
  tournamentListQueryOptions,
  useJoinTournamentMutation,
  type Tournament,
  type TournamentTab,
} from '../../lib/api/tournaments';
import { ChallengeModal } from '../../components/challenges/ChallengeModal';
import { OpenChallenges } from '../../components/challenges/OpenChallenges';
import { CreateTournamentModal } from './CreateTournamentModal';
import { HouseTables } from './HouseTables';
import { LobbyFilterBar } from './LobbyFilterBar';
import { hasFilters, lobbyQuery, type LobbyFilters } from './lobby-filters';
import { JOIN_FAILED, LIST_FAILED } from './messages';
import { SeatConfirmModal } from './SeatConfirmModal';
import { TournamentCard } from './TournamentCard';
import classes from './tournaments.module.css';

const route = getRouteApi('/_authenticated/tournaments');

const TAB_LABELS: Record<TournamentTab, MessageDescriptor> = {
  all: msg`All Tournaments`,
  available: msg`Available to Join`,
  mine: msg`My Tournaments`,
  completed: msg`Completed`,
};

const EMPTY_HINTS: Record<TournamentTab, MessageDescriptor> = {
  all: msg`Nothing is running right now. Create a tournament and invite your friends!`,
  available: msg`There are no open seats right now. Why not create a tournament?`,
  mine: msg`You haven't joined any tournaments yet.`,
  completed: msg`No tournament has finished yet.`,
};

function TournamentGrid({
  tab,
  page,
  filters,
}: {
  tab: TournamentTab;
  page: number | undefined;
  filters: LobbyFilters;
}) {
  const { t } = useLingui();
  const { data, isError } = useSuspenseQuery(tournamentListQueryOptions(tab, page, lobbyQuery(filters)));
  const filtered = tab !== 'mine' && hasFilters(filters);
  const tournaments = data.results;
  const navigate = route.useNavigate();
  const current = page ?? 1;
  const lastPage = pageCount(data.count);
  const toPage = (next: number, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }), replace });

  // Past the end (the list shrank, or an old link): the last page instead.
  useEffect(() => {
    if (data.results.length === 0 && current > lastPage) toPage(lastPage, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.count, data.results.length, current, lastPage]);
  const join = useJoinTournamentMutation();
  const { data: wallet } = useQuery(walletBalanceQueryOptions());

  // Join asks first (fee and balance after); the charge goes out on the dialog's confirm.
  const [confirming, setConfirming] = useState<Tournament | null>(null);
  const onJoin = (tournament: Tournament) => setConfirming(tournament);
  const onConfirm = (tournament: Tournament) => {
    join.mutate(tournament.id, {
      onSuccess: (response) => notifySuccess(response.message),
      onError: (failure) => notifyError(bodyError(failure) ?? bodyDetail(failure) ?? t(JOIN_FAILED)),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <Stack gap="md">
      {isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {t(LIST_FAILED)}
        </Alert>
      ) : null}
      {tournaments.length === 0 ? (
        <Card data-testid="tournaments-empty">
          <Stack align="center" gap={6} py="xl" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconTournament size={30} aria-hidden />
            </ThemeIcon>
            <Text fw={700} size="lg">
              <Trans>No tournaments found</Trans>
            </Text>
            <Text c="dimmed" size="sm" maw={420}>
              {filtered ? t`Nothing matches these filters. Clear them to see every tournament.` : t(EMPTY_HINTS[tab])}
            </Text>
          </Stack>
        </Card>
      ) : (
        <div className={classes.grid} data-testid="tournament-grid">
          {tournaments.map((tournament) => (
            <TournamentCard
              key={tournament.id}
              tournament={tournament}
              onJoin={onJoin}
              joining={join.isPending && join.variables === tournament.id}
              joinBusy={join.isPending}
              balance={wallet?.balance}
            />
          ))}
        </div>
      )}
      <ListPagination count={data.count} page={current} onChange={(next) => toPage(next)} noun={t`tournaments`} />
      <SeatConfirmModal
        action="join"
        tournament={confirming}
        balance={wallet?.balance}
        busy={join.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

export function TournamentsPage() {
  const { t } = useLingui();
  const { tab = 'all', page, kind, fee, pace } = route.useSearch();
  const filters: LobbyFilters = { kind, fee, pace };
  const navigate = route.useNavigate();
  const [creating, createModal] = useDisclosure(false);
  const [challenging, challengeModal] = useDisclosure(false);
  const restriction = usePlayRestriction();

  const selectTab = (value: string | null) => {
    if (!isTournamentTab(value) || value === tab) return;
    // A tab starts on its first page, with the filters the player set.
    void navigate({ search: { ...filters, tab: value === 'all' ? undefined : value }, replace: true });
  };
  const filter = (next: LobbyFilters) =>
    void navigate({ search: { tab: tab === 'all' ? undefined : tab, ...next }, replace: true });

  return (
    <Stack gap="lg">
      <div className={classes.header}>
        <Stack gap={2}>
          <Title order={1}>
            <Trans>Tournaments</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Pay the entry fee, survive the knockout, take the prize pool.</Trans>
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Group gap="sm" justify="flex-end">
            <Button
              onClick={challengeModal.open}
              size="md"
              variant="light"
              disabled={Boolean(restriction)}
              aria-describedby={restriction ? 'create-closed-reason' : undefined}
              leftSection={<IconSwords size={18} aria-hidden />}
              data-testid="challenge-button"
            >
              <Trans>Challenge a friend</Trans>
            </Button>
            <Button
              onClick={createModal.open}
              size="md"
              disabled={Boolean(restriction)}
              aria-describedby={restriction ? 'create-closed-reason' : undefined}
              data-testid="create-tournament-button"
            >
              <Trans>+ Create Tournament</Trans>
            </Button>
          </Group>
          {restriction ? (
            <Text size="sm" c="dimmed" id="create-closed-reason" data-testid="create-closed">
              {restriction.reason}
            </Text>
          ) : null}
        </Stack>
      </div>

      <PlayRestrictionBanner restriction={restriction} />
      <OpenChallenges />
      <HouseTables />

      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List className={classes.tabsList} aria-label={t`Filter tournaments`}>
          {TOURNAMENT_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
              {t(TAB_LABELS[value])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TOURNAMENT_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            {value === tab ? (
              <Stack gap="md">
                <LobbyFilterBar filters={filters} onChange={filter} disabled={tab === 'mine'} />
                <TournamentGrid tab={value} page={page} filters={filters} />
              </Stack>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>

      <ChallengeModal opened={challenging} onClose={challengeModal.close} />
      <CreateTournamentModal
        opened={creating}
        onClose={createModal.close}
        // The creator's next step is the tournament itself: its seats, its bracket, the link to share (issue 34 §4).
        onCreated={(tournament) =>
          void navigate({ to: '/tournament/$tournamentId', params: { tournamentId: String(tournament.id) } })
        }
      />
    </Stack>
  );
}

/** The route's error boundary: the list could not be read. */
export function TournamentsError({ reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Tournaments</Trans>
      </Title>
      <LoadErrorCard
        message={t(LIST_FAILED)}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Stack>
  );
}
