import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconClockPlay,
  IconHistory,
  IconHourglassHigh,
  IconLogin2,
} from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useWatch } from '../../lib/live/watch';
import { Link, getRouteApi } from '@tanstack/react-router';
import { Suspense, useState, type ReactNode } from 'react';
import { Money } from '../../components/Money';
import { Shortfall } from '../../components/Shortfall';
import { ShareLink } from '../../components/ShareLink';
import { bodyDetail, bodyError } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCurrentUser } from '../../lib/session';
import { shortfallCents } from '../../lib/shortfall';
import { walletBalanceQueryOptions } from '../../lib/api/wallet';
import { tournamentQueryOptions, useJoinTournamentMutation, type Tournament } from '../../lib/api/tournaments';
import { CheckIn } from './CheckIn';
import { FillDeadline } from './FillDeadline';
import { LeaveTournamentButton } from './LeaveTournamentButton';
import { PoolCollected } from './PoolCollected';
import { PrizeTable } from './Prizes';
import { paceLabel } from '../../lib/pace';
import { SeatConfirmModal } from './SeatConfirmModal';
import { tournamentStatusColor, tournamentStatusWords } from '../../lib/status';
import classes from './tournaments.module.css';
import { DETAIL_FAILED, JOIN_FAILED } from './messages';
import { BracketSection } from './BracketSection';
import { ChampionBanner } from './ChampionBanner';
import { YourMatches } from './YourMatches';

const route = getRouteApi('/_authenticated/tournament/$tournamentId');

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

function seatsLeft(t: Tournament): string {
  const seats = t.max_players - t.current_players;
  return seats === 1 ? '1 seat' : `${seats} seats`;
}

export function TournamentPage() {
  const { tournamentId } = route.useParams();
  const { data: t, isError } = useSuspenseQuery(tournamentQueryOptions(tournamentId));
  // Its notices come to a spectator too, so the bracket moves within a second (issue 33 §4).
  useWatch(t.id);
  const user = useCurrentUser();
  const join = useJoinTournamentMutation();
  const { data: wallet } = useQuery(walletBalanceQueryOptions());
  const missing = t.can_join && !t.user_is_participant ? shortfallCents(t.entry_fee, wallet?.balance) : 0;

  // Join asks first (fee and balance after); the charge goes out on the dialog's confirm.
  const [confirming, setConfirming] = useState(false);
  const onConfirm = () =>
    join.mutate(t.id, {
      onSuccess: (response) => notifySuccess(response.message),
      onError: (failure) => notifyError(bodyError(failure) ?? bodyDetail(failure) ?? JOIN_FAILED),
      onSettled: () => setConfirming(false),
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
              {tournamentStatusWords(t)}
            </Badge>
          </Group>
          <div className={classes.summaryGrid}>
            <Fact label="Status" testId="detail-status">
              {tournamentStatusWords(t)}
            </Fact>
            <Fact label="Game Mode">{t.game_mode_display}</Fact>
            <Fact label="Round" testId="detail-round">
              {roundText(t)}
            </Fact>
            <Fact label="Prize Pool">
              <Money value={t.prize_pool} c="teal.8" data-testid="detail-prize-pool" />
              <PoolCollected tournament={t} />
            </Fact>
            <Fact label="Entry Fee">
              <Money value={t.entry_fee} />
            </Fact>
            <Fact label="Players">
              {t.current_players}/{t.max_players}
            </Fact>
            <Fact label="Pace" testId="detail-pace">
              {paceLabel(t.move_timeout)}
            </Fact>
          </div>
          <PrizeTable prizes={t.prizes} participants={t.status === 'COMPLETED' ? t.participants : undefined} />
          {t.status === 'PENDING' ? (
            <Group justify="space-between" gap="sm">
              {t.check_in_ends_at !== null ? (
                <Group gap={6} c="dimmed">
                  <IconClockPlay size={18} aria-hidden />
                  <Text size="sm">Every seat is taken: play starts when everyone has checked in.</Text>
                </Group>
              ) : t.user_is_participant ? (
                <Alert
                  color="yellow"
                  variant="light"
                  p="xs"
                  icon={<IconHourglassHigh size={18} aria-hidden />}
                  flex={1}
                  miw={220}
                >
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
                <Button
                  onClick={() => setConfirming(true)}
                  loading={join.isPending}
                  leftSection={<IconLogin2 size={18} aria-hidden />}
                >
                  Join Tournament
                </Button>
              ) : null}
              <LeaveTournamentButton tournament={t} />
            </Group>
          ) : null}
          {t.status === 'PENDING' &&
          t.kind !== 'CHALLENGE' &&
          t.check_in_ends_at === null &&
          t.current_players < t.max_players ? (
            // Seats to fill: a player waiting can bring friends (issue 33 §1). The page works for anyone signed in;
            // a challenge's has its own link (/challenge/...), and its tournament is its two players' only.
            <ShareLink
              label="Invite link"
              path={`/tournament/${t.id}`}
              text={`Join me in "${t.name}" on Spockout: ${seatsLeft(t)} left.`}
              testId="tournament-invite"
            />
          ) : null}
          <FillDeadline tournament={t} />
          <CheckIn tournament={t} />
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
      <SeatConfirmModal
        action="join"
        tournament={confirming ? t : null}
        balance={wallet?.balance}
        busy={join.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
