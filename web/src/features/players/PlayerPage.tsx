import { Anchor, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChartBar, IconStar, IconSwords, IconThumbDown, IconTrophy, IconUser } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { StatCard } from '../../components/StatCard';
import { isApiError } from '../../lib/errors';
import { formatDate, formatWinRate } from '../../lib/format';
import { ordinal } from '../../lib/prize';
import { playerQueryOptions, type PlayerTournament } from '../../lib/api/players';
import { useCurrentUser } from '../../lib/session';
import { usePlayRestriction } from '../../lib/use-play-restriction';
import { ChallengeModal } from '../../components/challenges/ChallengeModal';
import classes from './players.module.css';

const route = getRouteApi('/_authenticated/player/$username');

export const PLAYER_FAILED = 'Failed to load this player. Please try again.';
const BACK = { to: '/leaderboard', label: 'Back to Leaderboard' } as const;

function Result({ result }: { result: PlayerTournament }) {
  const place = result.placement;
  return (
    <li className={classes.result} data-testid="player-tournament">
      <span className={classes.place} data-testid="player-placement">
        {place === 1 ? <IconTrophy size={16} color="var(--mantine-color-yellow-7)" aria-hidden /> : null}
        {place === null ? '—' : ordinal(place)}
      </span>
      <Stack gap={0} miw={0}>
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/tournament/$id/history" params={{ id: String(result.tournament_id) }} />
          )}
          fw={600}
          className={classes.name}
        >
          {result.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {place === null ? '' : `${ordinal(place)} of ${result.players} · `}
          {result.game_mode_display} · {formatDate(result.completed_at)}
        </Text>
      </Stack>
    </li>
  );
}

/** A player's public page: who they are, their record, and how their last tournaments went. */
export function PlayerPage() {
  const { username } = route.useParams();
  const { data: player } = useSuspenseQuery(playerQueryOptions(username));
  const me = useCurrentUser()?.id === player.id;
  const [challenging, challengeModal] = useDisclosure(false);
  const restriction = usePlayRestriction();

  return (
    <Stack gap="lg">
      <Card>
        <Group gap="md" wrap="nowrap" align="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="violet">
            <IconUser size={30} aria-hidden />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Title order={1} size="h2" className={classes.name} data-testid="player-name">
                {player.username}
              </Title>
              {me ? (
                <Badge color="violet" variant="filled">
                  You
                </Badge>
              ) : null}
            </Group>
            <Text c="dimmed" data-testid="player-since">
              Member since {formatDate(player.member_since)}
            </Text>
          </Stack>
          {me ? null : (
            <Button
              ml="auto"
              variant="light"
              onClick={challengeModal.open}
              disabled={Boolean(restriction)}
              title={restriction?.reason}
              leftSection={<IconSwords size={18} aria-hidden />}
              data-testid="player-challenge"
            >
              Challenge
            </Button>
          )}
        </Group>
      </Card>
      {me ? null : <ChallengeModal opened={challenging} onClose={challengeModal.close} opponent={player.username} />}

      <section className={classes.stats} aria-label="Record">
        <div className={classes.wide}>
          <StatCard label="Rating" value={player.rating} icon={IconStar} color="violet" valueTestId="player-rating" />
        </div>
        <StatCard label="Wins" value={player.wins} icon={IconTrophy} color="teal" valueTestId="player-wins" />
        <StatCard label="Losses" value={player.losses} icon={IconThumbDown} color="red" valueTestId="player-losses" />
        <div className={classes.wide}>
          <StatCard
            label="Win Rate"
            value={formatWinRate(player.win_rate, player.games_played)}
            hint={`${player.games_played} ${player.games_played === 1 ? 'match' : 'matches'} played`}
            icon={IconChartBar}
            color="yellow"
            valueTestId="player-win-rate"
          />
        </div>
      </section>

      <Card>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Recent Tournaments
          </Title>
          {player.recent_tournaments.length === 0 ? (
            <Text c="dimmed" data-testid="player-no-tournaments">
              No completed tournaments yet.
            </Text>
          ) : (
            <ol className={classes.results} aria-label="Recent tournaments, newest first">
              {player.recent_tournaments.map((result) => (
                <Result key={result.tournament_id} result={result} />
              ))}
            </ol>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

/** The route's error boundary: an unknown (or blocked) player is final, anything else may be retried. */
export function PlayerError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (isApiError(error) && error.status === 404)
    return (
      <LoadErrorCard
        title="Player not found"
        message="No player goes by this name."
        notFound
        back={BACK}
        data-testid="player-not-found"
      />
    );
  return (
    <LoadErrorCard
      message={PLAYER_FAILED}
      back={BACK}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
