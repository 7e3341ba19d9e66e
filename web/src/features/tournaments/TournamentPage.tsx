import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconClockPlay,
  IconHistory,
  IconHourglassHigh,
  IconLogin2,
  IconPlayerPlayFilled,
  IconSitemap,
  IconSwords,
  IconTrophy,
} from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { Money } from '../../components/Money';
import { Shortfall } from '../../components/Shortfall';
import { bodyError, isApiError } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCurrentUser } from '../../lib/session';
import { shortfallCents } from '../../lib/shortfall';
import { walletBalanceQueryOptions } from '../../lib/wallet-balance';
import {
  bracketQueryOptions,
  myMatchesQueryOptions,
  tournamentQueryOptions,
  useJoinTournamentMutation,
  type MyMatch,
  type Tournament,
} from './api';
import { BracketView } from './BracketView';
import { FillDeadline } from './FillDeadline';
import { LeaveTournamentButton } from './LeaveTournamentButton';
import { matchStatusColor, tournamentStatusColor } from './status';
import classes from './tournaments.module.css';
import { JOIN_FAILED } from './messages';

const route = getRouteApi('/_authenticated/tournament/$tournamentId');

export const DETAIL_FAILED = 'Failed to load tournament data. Please try again.';
export const NOT_FOUND = 'Tournament not found';

function BackLink() {
  return (
    <Anchor component={Link} to="/tournaments" size="sm" fw={600} data-testid="back-to-tournaments">
      <Group gap={4} component="span" display="inline-flex">
        <IconArrowLeft size={16} aria-hidden />
        Back to Tournaments
      </Group>
    </Anchor>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={classes.summaryItem}>
      <div className={classes.factLabel}>{label}</div>
      <Text component="div" fw={700} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/** "Round 2 / 3"; before the start, "Not started"; when over, every round played. */
function roundText(t: Tournament): string {
  if (t.status === 'COMPLETED') return `${t.total_rounds} / ${t.total_rounds}`;
  if (t.status === 'PENDING' || t.current_round < 1) return `Not started (0 / ${t.total_rounds})`;
  return `${t.current_round} / ${t.total_rounds}`;
}

function ChampionBanner({ tournament }: { tournament: Tournament }) {
  return (
    <div className={classes.champion} data-testid="champion-banner" role="status">
      <Group gap="lg" wrap="nowrap" align="center">
        <span className={classes.championTrophy}>
          <IconTrophy size={36} aria-hidden />
        </span>
        <Stack gap={2} miw={0}>
          <Text size="xs" fw={800} tt="uppercase" lts={1.2} c="rgba(255,255,255,0.9)">
            Tournament Champion
          </Text>
          <Text fz={26} fw={800} lh={1.15} className={classes.breakAnywhere} data-testid="champion-name">
            {tournament.winner_username ?? 'Unknown'}
          </Text>
          <Group gap={8} wrap="wrap">
            <Text fw={600}>Won the prize pool of</Text>
            <span className={classes.prizePill}>
              <Money value={tournament.prize_pool} fw={800} iconSize={18} data-testid="champion-prize" />
            </span>
          </Group>
        </Stack>
      </Group>
    </div>
  );
}

function MyMatchRow({ match, totalRounds }: { match: MyMatch; totalRounds: number }) {
  const isFinal = match.round_number === totalRounds;
  const done = match.status === 'COMPLETED';
  const p1Won = match.winner !== null && match.winner === match.player1;
  const p2Won = match.winner !== null && match.winner === match.player2;
  return (
    <div className={`${classes.myMatch} ${match.needs_my_move ? classes.myMatchNeedsMove : ''}`} data-testid="my-match">
      <Stack gap={4} miw={0}>
        <Group gap="xs">
          <Text fw={700} size="sm">
            {isFinal ? `Round ${match.round_number} · Final` : `Round ${match.round_number}`} · Match {match.match_number}
          </Text>
          <Badge size="sm" variant="light" color={matchStatusColor(match.status)}>
            {match.status_display}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={p1Won ? 800 : 500}>
            {match.player1_username ?? 'TBD'}
          </Text>{' '}
          <Text span fw={700} c="violet.7">
            {match.player1_score} – {match.player2_score}
          </Text>{' '}
          <Text span fw={p2Won ? 800 : 500}>
            {match.player2_username ?? 'TBD'}
          </Text>
        </Text>
        {match.winner_username ? (
          <Group gap={4} c="teal.8">
            <IconTrophy size={14} aria-hidden />
            <Text size="sm" fw={600}>
              Winner: {match.winner_username}
            </Text>
          </Group>
        ) : null}
      </Stack>
      {done ? null : match.needs_my_move ? (
        <Button
          renderRoot={(props) => <Link {...props} to="/match/$matchId" params={{ matchId: String(match.id) }} />}
          leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
          data-testid="play-now"
        >
          Play Now!
        </Button>
      ) : (
        <Button
          renderRoot={(props) => <Link {...props} to="/match/$matchId" params={{ matchId: String(match.id) }} />}
          variant="light"
          leftSection={<IconSwords size={16} aria-hidden />}
          data-testid="view-match"
        >
          View Match
        </Button>
      )}
    </div>
  );
}

function YourMatches({ tournament }: { tournament: Tournament }) {
  const { data: matches } = useSuspenseQuery(myMatchesQueryOptions(String(tournament.id)));
  return (
    <Card data-testid="your-matches">
      <Stack gap="md">
        <Group gap="xs">
          <IconSwords size={20} aria-hidden color="var(--mantine-color-violet-6)" />
          <Title order={2} size="h4">
            Your Matches
          </Title>
        </Group>
        {matches.length === 0 ? (
          <Text c="dimmed" size="sm">
            {tournament.status === 'PENDING'
              ? 'Your first match is drawn when every seat is taken.'
              : 'You have no matches in this tournament.'}
          </Text>
        ) : (
          <Stack gap="sm">
            {matches.map((match) => (
              <MyMatchRow key={match.id} match={match} totalRounds={tournament.total_rounds} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function BracketSection({ tournament, viewer }: { tournament: Tournament; viewer: string | null }) {
  const bracket = useQuery(bracketQueryOptions(String(tournament.id)));
  const hasRounds = bracket.data !== undefined && Object.keys(bracket.data).length > 0;
  return (
    <Card data-testid="tournament-bracket">
      <Stack gap="md">
        <Group gap="xs">
          <IconSitemap size={20} aria-hidden color="var(--mantine-color-violet-6)" />
          <Title order={2} size="h4">
            Tournament Bracket
          </Title>
        </Group>
        {hasRounds ? (
          <BracketView bracket={bracket.data} viewer={viewer} />
        ) : bracket.isError && bracket.data === undefined ? (
          <Text c="dimmed" size="sm">
            The bracket could not be loaded right now; it will refresh on its own.
          </Text>
        ) : (
          <Stack align="center" gap={6} py="lg" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="yellow">
              <IconHourglassHigh size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>The bracket is drawn when all {tournament.max_players} players have joined.</Text>
            <Text c="dimmed" size="sm">
              {tournament.current_players} of {tournament.max_players} seats taken so far.
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export function TournamentPage() {
  const { tournamentId } = route.useParams();
  const { data: t, isError } = useSuspenseQuery(tournamentQueryOptions(tournamentId));
  const user = useCurrentUser();
  const join = useJoinTournamentMutation();
  const { data: wallet } = useQuery(walletBalanceQueryOptions());
  const missing = t.can_join && !t.user_is_participant ? shortfallCents(t.entry_fee, wallet?.balance) : 0;

  const onJoin = () =>
    join.mutate(t.id, {
      onSuccess: (response) => notifySuccess(response.message),
      onError: (failure) => notifyError(bodyError(failure) ?? JOIN_FAILED),
    });

  return (
    <Stack gap="lg">
      <BackLink />
      {isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {DETAIL_FAILED}
        </Alert>
      ) : null}

      <Card>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} miw={0}>
              <Title order={1} size="h2">
                {t.name}
              </Title>
              {t.description ? <Text c="dimmed">{t.description}</Text> : null}
            </Stack>
            <Badge size="lg" variant="light" color={tournamentStatusColor(t.status)} data-testid="tournament-status">
              {t.status_display}
            </Badge>
          </Group>
          <div className={classes.summaryGrid}>
            <Fact label="Status" testId="detail-status">
              {t.status_display}
            </Fact>
            <Fact label="Game Mode">{t.game_mode_display}</Fact>
            <Fact label="Round" testId="detail-round">
              {roundText(t)}
            </Fact>
            <Fact label="Prize Pool">
              <Money value={t.prize_pool} c="teal.8" data-testid="detail-prize-pool" />
            </Fact>
            <Fact label="Entry Fee">
              <Money value={t.entry_fee} />
            </Fact>
            <Fact label="Players">
              {t.current_players}/{t.max_players}
            </Fact>
          </div>
          {t.status === 'PENDING' ? (
            <Group justify="space-between" gap="sm">
              {t.user_is_participant ? (
                <Alert color="yellow" variant="light" p="xs" icon={<IconHourglassHigh size={18} aria-hidden />} flex={1} miw={220}>
                  Waiting for players ({t.current_players}/{t.max_players})
                </Alert>
              ) : (
                <Group gap={6} c="dimmed">
                  <IconClockPlay size={18} aria-hidden />
                  <Text size="sm">Starts when all {t.max_players} seats are taken.</Text>
                </Group>
              )}
              {missing > 0 ? <Shortfall cents={missing} /> : null}
              {t.can_join && !t.user_is_participant && missing === 0 ? (
                <Button onClick={onJoin} loading={join.isPending} leftSection={<IconLogin2 size={18} aria-hidden />}>
                  Join Tournament
                </Button>
              ) : null}
              <LeaveTournamentButton tournament={t} />
            </Group>
          ) : null}
          <FillDeadline tournament={t} />
        </Stack>
      </Card>

      {t.status === 'COMPLETED' ? (
        <Stack gap="sm">
          <ChampionBanner tournament={t} />
          <Group justify="flex-end">
            <Button
              renderRoot={(props) => <Link {...props} to="/tournament/$id/history" params={{ id: String(t.id) }} />}
              variant="light"
              leftSection={<IconHistory size={18} aria-hidden />}
            >
              View History
            </Button>
          </Group>
        </Stack>
      ) : null}

      {t.user_is_participant ? (
        <Suspense
          fallback={
            <Card>
              <Text c="dimmed">Loading your matches...</Text>
            </Card>
          }
        >
          <YourMatches tournament={t} />
        </Suspense>
      ) : null}

      <BracketSection tournament={t} viewer={user?.username ?? null} />
    </Stack>
  );
}

/** The route's error boundary: 404 is "Tournament not found", anything else a failure to load. */
export function TournamentError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const notFound = isApiError(error) && error.status === 404;
  if (notFound) {
    return (
      <LoadErrorCard
        title={NOT_FOUND}
        message="This tournament does not exist or was removed."
        notFound
        back={{ to: '/tournaments', label: 'Back to Tournaments' }}
        data-testid="tournament-not-found"
      />
    );
  }
  return (
    <LoadErrorCard
      message={DETAIL_FAILED}
      back={{ to: '/tournaments', label: 'Back to Tournaments' }}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
