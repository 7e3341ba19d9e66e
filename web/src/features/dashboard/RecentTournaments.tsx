import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCalendar,
  IconChevronRight,
  IconPlayerPlayFilled,
  IconTournament,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Money } from '../../components/Money';
import { myTournamentsQueryOptions, type Tournament } from '../../lib/api/tournaments';
import { tournamentStatusColor } from '../../lib/status';
import classes from './RecentTournaments.module.css';
import { gameModeLabel, tournamentStatusLabel } from '../../lib/display';

export const RECENT_LIMIT = 5;

function TournamentRow({ tournament }: { tournament: Tournament }) {
  const current = tournament.current_players;
  const seats = tournament.max_players;
  const body = (
    <>
      <Stack gap={2} className={classes.main}>
        <Text fw={700} truncate data-user-content>
          {tournament.name}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {gameModeLabel(tournament.game_mode, tournament.game_mode_display)}
          </Text>
          <Text size="xs" c="dimmed">
            <Plural value={seats} one={`· ${current}/# player ·`} other={`· ${current}/# players ·`} />
          </Text>
          <Money value={tournament.prize_pool} size="xs" iconSize={13} c="dimmed" />
        </Group>
      </Stack>
      <span className={classes.end}>
        {tournament.my_match_id_to_play !== null ? (
          <Badge
            color="orange"
            variant="filled"
            leftSection={<IconPlayerPlayFilled size={12} aria-hidden />}
            data-testid="play-now-dashboard"
          >
            <Trans>Play Now!</Trans>
          </Badge>
        ) : (
          <Badge color={tournamentStatusColor(tournament.status)} variant="light">
            {tournamentStatusLabel(tournament.status, tournament.status_display)}
          </Badge>
        )}
        <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-5)" />
      </span>
    </>
  );
  // A match waiting on the player: the row goes straight to it.
  if (tournament.my_match_id_to_play !== null) {
    return (
      <Link
        to="/match/$matchId"
        params={{ matchId: String(tournament.my_match_id_to_play) }}
        className={classes.row}
        data-testid="recent-tournament"
      >
        {body}
      </Link>
    );
  }
  if (tournament.status === 'COMPLETED') {
    return (
      <Link
        to="/tournament/$id/history"
        params={{ id: String(tournament.id) }}
        className={classes.row}
        data-testid="recent-tournament"
      >
        {body}
      </Link>
    );
  }
  return (
    <Link
      to="/tournament/$tournamentId"
      params={{ tournamentId: String(tournament.id) }}
      className={classes.row}
      data-testid="recent-tournament"
    >
      {body}
    </Link>
  );
}

/** The player's latest tournaments (newest first), or the placeholder when there are none. */
export function RecentTournaments() {
  const { t } = useLingui();
  const query = useQuery(myTournamentsQueryOptions());
  const recent = (query.data?.results ?? []).slice(0, RECENT_LIMIT);

  return (
    <Card data-testid="dashboard-recent-tournaments">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <IconTournament size={20} aria-hidden color="var(--mantine-color-violet-6)" />
            <Title order={2} size="h4">
              <Trans>Recent Tournaments</Trans>
            </Title>
          </Group>
          {recent.length > 0 ? (
            <Button
              renderRoot={(props) => <Link {...props} to="/tournaments" search={{ tab: 'mine' }} />}
              variant="subtle"
              size="compact-sm"
              rightSection={<IconArrowRight size={14} aria-hidden />}
            >
              <Trans>View all</Trans>
            </Button>
          ) : null}
        </Group>
        {query.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t`Loading your tournaments`}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={52} radius="md" />
            ))}
          </Stack>
        ) : query.isError && recent.length === 0 ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Trans>Failed to load your tournaments.</Trans>
          </Alert>
        ) : recent.length === 0 ? (
          <Stack align="center" gap={6} py="lg" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconCalendar size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>
              <Trans>No tournaments yet</Trans>
            </Text>
            <Text c="dimmed" size="sm">
              <Trans>Tournaments you join will show up here.</Trans>
            </Text>
          </Stack>
        ) : (
          <Stack gap="xs">
            {recent.map((tournament) => (
              <TournamentRow key={tournament.id} tournament={tournament} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
