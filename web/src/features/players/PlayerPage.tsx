import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { gameModeLabel } from '../../lib/display';

const route = getRouteApi('/_authenticated/player/$username');

function Result({ result }: { result: PlayerTournament }) {
  const place = result.placement;
  const placeText = place === null ? '—' : ordinal(place);
  const players = result.players;
  // The game mode's words come from the server, in the player's language.
  const mode = gameModeLabel(result.game_mode, result.game_mode_display);
  const completed = formatDate(result.completed_at);
  return (
    <li className={classes.result} data-testid="player-tournament">
      <span className={classes.place} data-testid="player-placement">
        {place === 1 ? <IconTrophy size={16} color="var(--mantine-color-yellow-7)" aria-hidden /> : null}
        {placeText}
      </span>
      <Stack gap={0} miw={0}>
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/tournament/$id/history" params={{ id: String(result.tournament_id) }} />
          )}
          fw={600}
          className={classes.name}
          data-user-content
        >
          {result.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {place === null ? (
            <>
              {mode} · {completed}
            </>
          ) : (
            <Trans>
              {placeText} of {players} · {mode} · {completed}
            </Trans>
          )}
        </Text>
      </Stack>
    </li>
  );
}

/** A player's public page: who they are, their record, and how their last tournaments went. */
export function PlayerPage() {
  const { t } = useLingui();
  const { username } = route.useParams();
  const { data: player } = useSuspenseQuery(playerQueryOptions(username));
  const me = useCurrentUser()?.id === player.id;
  const [challenging, challengeModal] = useDisclosure(false);
  const restriction = usePlayRestriction();
  const since = formatDate(player.member_since);
  const games = player.games_played;

  return (
    <Stack gap="lg">
      <Card>
        {/* The button goes under the name where a phone has no room beside it (its word was cut at 320 px). */}
        <Group gap="md" align="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="violet">
            <IconUser size={30} aria-hidden />
          </ThemeIcon>
          <Stack gap={2} className={classes.identity}>
            <Group gap="xs">
              <Title order={1} size="h2" className={classes.name} data-testid="player-name" data-user-content>
                {player.username}
              </Title>
              {me ? (
                <Badge color="violet" variant="filled">
                  <Trans>You</Trans>
                </Badge>
              ) : null}
            </Group>
            <Text c="dimmed" data-testid="player-since">
              <Trans>Member since {since}</Trans>
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
              <Trans>Challenge</Trans>
            </Button>
          )}
        </Group>
      </Card>
      {me ? null : <ChallengeModal opened={challenging} onClose={challengeModal.close} opponent={player.username} />}

      <section className={classes.stats} aria-label={t`Record`}>
        <div className={classes.wide}>
          <StatCard
            label={t`Rating`}
            value={player.rating}
            icon={IconStar}
            color="violet"
            valueTestId="player-rating"
          />
        </div>
        <StatCard label={t`Wins`} value={player.wins} icon={IconTrophy} color="teal" valueTestId="player-wins" />
        <StatCard
          label={t`Losses`}
          value={player.losses}
          icon={IconThumbDown}
          color="red"
          valueTestId="player-losses"
        />
        <div className={classes.wide}>
          <StatCard
            label={t`Win Rate`}
            value={formatWinRate(player.win_rate, player.games_played)}
            hint={plural(games, { one: '# match played', other: '# matches played' })}
            icon={IconChartBar}
            color="yellow"
            valueTestId="player-win-rate"
          />
        </div>
      </section>

      <Card>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Recent Tournaments</Trans>
          </Title>
          {player.recent_tournaments.length === 0 ? (
            <Text c="dimmed" data-testid="player-no-tournaments">
              <Trans>No completed tournaments yet.</Trans>
            </Text>
          ) : (
            <ol className={classes.results} aria-label={t`Recent tournaments, newest first`}>
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
  const { t } = useLingui();
  const router = useRouter();
  const back = { to: '/leaderboard', label: t`Back to Leaderboard` } as const;
  if (isApiError(error) && error.status === 404)
    return (
      <LoadErrorCard
        title={t`Player not found`}
        message={t`No player goes by this name.`}
        notFound
        back={back}
        data-testid="player-not-found"
      />
    );
  return (
    <LoadErrorCard
      message={t`Failed to load this player. Please try again.`}
      back={back}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
