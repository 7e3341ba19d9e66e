import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBroadcast, IconEye } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ListPagination } from '../../components/ListPagination';
import { PlayerLink } from '../../components/PlayerLink';
import { liveMatchesQueryOptions, type LiveMatch } from '../../lib/api/match';
import { paceLabel } from '../../lib/pace';
import classes from './live.module.css';

export const LIVE_FAILED = msg`Failed to load the live matches. Please try again.`;
export const LIVE_EMPTY = msg`No match is being played right now.`;

function roundLabel(match: LiveMatch): string {
  if (match.round_number === match.total_rounds) return t`Final round`;
  const round = match.round_number;
  const total = match.total_rounds;
  return t`Round ${round} of ${total}`;
}

function Player({ name, id }: { name: string | null; id: number }) {
  return name ? (
    <PlayerLink name={name} breakable />
  ) : (
    <Text span>
      <Trans>Player {id}</Trans>
    </Text>
  );
}

function LiveMatchCard({ match }: { match: LiveMatch }) {
  const { t } = useLingui();
  const games = match.max_games;
  const best = games > 1 ? t`Best of ${games}` : t`One game`;
  const player1 = match.player1_username ?? t`player 1`;
  const player2 = match.player2_username ?? t`player 2`;
  return (
    <Card component="li" data-testid="live-match" data-match-id={match.id} className={classes.card}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm" className={classes.tournament} data-user-content>
            {match.tournament_name}
          </Text>
          <Badge color="red" variant="light" leftSection={<IconBroadcast size={12} aria-hidden />}>
            <Trans>Live</Trans>
          </Badge>
        </Group>
        <Group gap="sm" wrap="nowrap" className={classes.players} data-testid="live-match-players">
          <span className={classes.name}>
            <Player name={match.player1_username} id={match.player1} />
          </span>
          <Text fw={800} size="lg" className={classes.score} data-testid="live-match-score">
            {match.player1_score} – {match.player2_score}
          </Text>
          <span className={classes.name}>
            <Player name={match.player2_username} id={match.player2} />
          </span>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {roundLabel(match)} · {best} · {paceLabel(match.move_timeout)}
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/match/$matchId" params={{ matchId: String(match.id) }} />}
            aria-label={t`Watch ${player1} against ${player2}`}
            data-testid="live-match-watch"
          >
            <Trans>Watch</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The matches in play anyone signed in can watch (issue 33 §4), newest first, kept fresh by the stream. */
export function LivePage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, isError, isPending } = useQuery({
    ...liveMatchesQueryOptions(page),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>
          <Trans>Live matches</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Matches being played now. Open one to watch it move by move.</Trans>
        </Text>
      </Stack>

      {isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {t(LIVE_FAILED)}
        </Alert>
      ) : null}

      {isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t`Loading the live matches`} />
        </Group>
      ) : data && data.count === 0 ? (
        <Card>
          <Stack align="center" gap={6} py="xl" ta="center" data-testid="live-empty">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconBroadcast size={30} aria-hidden />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t(LIVE_EMPTY)}
            </Text>
            <Text c="dimmed" size="sm">
              <Trans>This page updates by itself when one starts.</Trans>
            </Text>
          </Stack>
        </Card>
      ) : data ? (
        <>
          <ul className={classes.list} aria-label={t`Live matches`} data-testid="live-matches">
            {data.results.map((match) => (
              <LiveMatchCard key={match.id} match={match} />
            ))}
          </ul>
          <ListPagination count={data.count} page={page} onChange={setPage} noun={t`matches`} />
        </>
      ) : null}
    </Stack>
  );
}
