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

export const LIVE_FAILED = 'Failed to load the live matches. Please try again.';
export const LIVE_EMPTY = 'No match is being played right now.';

function roundLabel(match: LiveMatch): string {
  if (match.round_number === match.total_rounds) return 'Final round';
  return `Round ${match.round_number} of ${match.total_rounds}`;
}

function Player({ name, id }: { name: string | null; id: number }) {
  return name ? <PlayerLink name={name} breakable /> : <Text span>Player {id}</Text>;
}

function LiveMatchCard({ match }: { match: LiveMatch }) {
  const best = match.max_games > 1 ? `Best of ${match.max_games}` : 'One game';
  return (
    <Card component="li" data-testid="live-match" data-match-id={match.id} className={classes.card}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm" className={classes.tournament}>
            {match.tournament_name}
          </Text>
          <Badge color="red" variant="light" leftSection={<IconBroadcast size={12} aria-hidden />}>
            Live
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
            aria-label={`Watch ${match.player1_username ?? 'player 1'} against ${match.player2_username ?? 'player 2'}`}
            data-testid="live-match-watch"
          >
            Watch
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The matches in play anyone signed in can watch (issue 33 §4), newest first, kept fresh by the stream. */
export function LivePage() {
  const [page, setPage] = useState(1);
  const { data, isError, isPending } = useQuery({
    ...liveMatchesQueryOptions(page),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>Live matches</Title>
        <Text c="dimmed">Matches being played now. Open one to watch it move by move.</Text>
      </Stack>

      {isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {LIVE_FAILED}
        </Alert>
      ) : null}

      {isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading the live matches" />
        </Group>
      ) : data && data.count === 0 ? (
        <Card>
          <Stack align="center" gap={6} py="xl" ta="center" data-testid="live-empty">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconBroadcast size={30} aria-hidden />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {LIVE_EMPTY}
            </Text>
            <Text c="dimmed" size="sm">
              This page updates by itself when one starts.
            </Text>
          </Stack>
        </Card>
      ) : data ? (
        <>
          <ul className={classes.list} aria-label="Live matches" data-testid="live-matches">
            {data.results.map((match) => (
              <LiveMatchCard key={match.id} match={match} />
            ))}
          </ul>
          <ListPagination count={data.count} page={page} onChange={setPage} noun="matches" />
        </>
      ) : null}
    </Stack>
  );
}
