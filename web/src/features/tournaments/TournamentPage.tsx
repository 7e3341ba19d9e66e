import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { gameModeLabel } from '../../lib/display';

const route = getRouteApi('/_authenticated/tournament/$tournamentId');

function BackLink() {
  return (
    <Anchor component={Link} to="/tournaments" size="sm" fw={600} data-testid="back-to-tournaments">
      <Group gap={4} component="span" display="inline-flex">
        <IconArrowLeft size={16} aria-hidden />
        <Trans>Back to Tournaments</Trans>
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
function roundText(tournament: Tournament): string {
  const total = tournament.total_rounds;
  if (tournament.status === 'COMPLETED') return `${total} / ${total}`;
  if (tournament.status === 'PENDING' || tournament.current_round < 1) return t`Not started (0 / ${total})`;
  return `${tournament.current_round} / ${total}`;
}

function seatsLeft(tournament: Tournament): string {
  const seats = tournament.max_players - tournament.current_players;
  return plural(seats, { one: '# seat', other: '# seats' });
}

export function TournamentPage() {
  const { t } = useLingui();
  const { tournamentId } = route.useParams();
  const { data: tournament, isError } = useSuspenseQuery(tournamentQueryOptions(tournamentId));
  // Its notices come to a spectator too, so the bracket moves within a second (issue 33 §4).
  useWatch(tournament.id);
  const user = useCurrentUser();
  const join = useJoinTournamentMutation();
  const { data: wallet } = useQuery(walletBalanceQueryOptions());
  const missing =
    tournament.can_join && !tournament.user_is_participant ? shortfallCents(tournament.entry_fee, wallet?.balance) : 0;

  const current = tournament.current_players;
  const max = tournament.max_players;
  const name = tournament.name;
  const seats = seatsLeft(tournament);

  // Join asks first (fee and balance after); the charge goes out on the dialog's confirm.
  const [confirming, setConfirming] = useState(false);
  const onConfirm = () =>
    join.mutate(tournament.id, {
      onSuccess: (response) => notifySuccess(response.message),
      onError: (failure) => notifyError(bodyError(failure) ?? bodyDetail(failure) ?? t(JOIN_FAILED)),
      onSettled: () => setConfirming(false),
    });

  return (
    <Stack gap="lg">
      <BackLink />
      {isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {t(DETAIL_FAILED)}
        </Alert>
      ) : null}

      <Card>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} miw={0}>
              <Title order={1} size="h2" data-user-content>
                {tournament.name}
              </Title>
              {tournament.description ? (
                <Text c="dimmed" data-user-content>
                  {tournament.description}
                </Text>
              ) : null}
            </Stack>
            <Badge
              size="lg"
              variant="light"
              color={tournamentStatusColor(tournament.status)}
              data-testid="tournament-status"
            >
              {tournamentStatusWords(tournament)}
            </Badge>
          </Group>
          <div className={classes.summaryGrid}>
            <Fact label={t`Status`} testId="detail-status">
              {tournamentStatusWords(tournament)}
            </Fact>
            <Fact label={t`Game Mode`}>{gameModeLabel(tournament.game_mode, tournament.game_mode_display)}</Fact>
            <Fact label={t`Round`} testId="detail-round">
              {roundText(tournament)}
            </Fact>
            <Fact label={t`Prize Pool`}>
              <Money value={tournament.prize_pool} c="teal.8" data-testid="detail-prize-pool" />
              <PoolCollected tournament={tournament} />
            </Fact>
            <Fact label={t`Entry Fee`}>
              <Money value={tournament.entry_fee} />
            </Fact>
            <Fact label={t`Players`}>
              {tournament.current_players}/{tournament.max_players}
            </Fact>
            <Fact label={t`Pace`} testId="detail-pace">
              {paceLabel(tournament.move_timeout)}
            </Fact>
          </div>
          <PrizeTable
            prizes={tournament.prizes}
            participants={tournament.status === 'COMPLETED' ? tournament.participants : undefined}
          />
          {tournament.status === 'PENDING' ? (
            <Group justify="space-between" gap="sm">
              {tournament.check_in_ends_at !== null ? (
                <Group gap={6} c="dimmed">
                  <IconClockPlay size={18} aria-hidden />
                  <Text size="sm">
                    <Trans>Every seat is taken: play starts when everyone has checked in.</Trans>
                  </Text>
                </Group>
              ) : tournament.user_is_participant ? (
                <Alert
                  color="yellow"
                  variant="light"
                  p="xs"
                  icon={<IconHourglassHigh size={18} aria-hidden />}
                  flex={1}
                  miw={220}
                >
                  <Trans>
                    Waiting for players ({current}/{max})
                  </Trans>
                </Alert>
              ) : (
                <Group gap={6} c="dimmed">
                  <IconClockPlay size={18} aria-hidden />
                  <Text size="sm">
                    <Trans>Starts when all {max} seats are taken.</Trans>
                  </Text>
                </Group>
              )}
              {missing > 0 ? <Shortfall cents={missing} /> : null}
              {tournament.can_join && !tournament.user_is_participant && missing === 0 ? (
                <Button
                  onClick={() => setConfirming(true)}
                  loading={join.isPending}
                  leftSection={<IconLogin2 size={18} aria-hidden />}
                >
                  <Trans>Join Tournament</Trans>
                </Button>
              ) : null}
              <LeaveTournamentButton tournament={tournament} />
            </Group>
          ) : null}
          {tournament.status === 'PENDING' &&
          tournament.kind !== 'CHALLENGE' &&
          tournament.check_in_ends_at === null &&
          tournament.current_players < tournament.max_players ? (
            // Seats to fill: a player waiting can bring friends (issue 33 §1). The page works for anyone signed in;
            // a challenge's has its own link (/challenge/...), and its tournament is its two players' only.
            <ShareLink
              label={t`Invite link`}
              path={`/tournament/${tournament.id}`}
              text={t`Join me in "${name}" on Spockout: ${seats} left.`}
              testId="tournament-invite"
            />
          ) : null}
          <FillDeadline tournament={tournament} />
          <CheckIn tournament={tournament} />
        </Stack>
      </Card>

      {tournament.status === 'COMPLETED' ? (
        <Stack gap="sm">
          <ChampionBanner tournament={tournament} />
          <Group justify="flex-end">
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/tournament/$id/history" params={{ id: String(tournament.id) }} />
              )}
              variant="light"
              leftSection={<IconHistory size={18} aria-hidden />}
            >
              <Trans>View History</Trans>
            </Button>
          </Group>
        </Stack>
      ) : null}

      {tournament.user_is_participant ? (
        <Suspense
          fallback={
            <Card>
              <Text c="dimmed">
                <Trans>Loading your matches...</Trans>
              </Text>
            </Card>
          }
        >
          <YourMatches tournament={tournament} />
        </Suspense>
      ) : null}

      <BracketSection tournament={tournament} viewer={user?.username ?? null} />
      <SeatConfirmModal
        action="join"
        tournament={confirming ? tournament : null}
        balance={wallet?.balance}
        busy={join.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
