import { Accordion, Anchor, Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHeartHandshake, IconSitemap, IconTrophy, IconUsers, IconX } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { Money } from '../../components/Money';
import { bodyError, isApiError } from '../../lib/errors';
import { AUTO_MOVE_NOTE } from '../../lib/fairness';
import { formatDateTime } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { ChoiceIcon } from '../gameplay/choices';
import { outcomeFor, type Outcome } from '../gameplay/outcome';
import { tournamentHistoryQueryOptions, type CompletedGame, type HistoryMatch } from './api';
import { historyRoundLabel } from './bracket';
import { HISTORY_FAILED, HISTORY_FORBIDDEN } from './messages';
import { tournamentStatusColor } from './status';
import classes from './tournaments.module.css';
import { VerifyFairness } from './VerifyFairness';

const route = getRouteApi('/_authenticated/tournament/$id/history');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.summaryItem}>
      <div className={classes.factLabel}>{label}</div>
      <Text component="div" fw={700}>
        {children}
      </Text>
    </div>
  );
}

const MARKERS: Record<Outcome, { icon: typeof IconTrophy; color: string; label: string }> = {
  win: { icon: IconTrophy, color: 'yellow', label: 'You won this game' },
  loss: { icon: IconX, color: 'red', label: 'You lost this game' },
  tie: { icon: IconHeartHandshake, color: 'gray', label: 'Tie' },
  decided: { icon: IconTrophy, color: 'yellow', label: 'Winner' },
};

function Marker({ outcome, winner }: { outcome: Outcome; winner: string | null }) {
  const marker = MARKERS[outcome];
  const label = outcome === 'decided' ? `${winner ?? 'Someone'} won this game` : marker.label;
  return (
    <ThemeIcon size={30} radius="xl" variant="light" color={marker.color} role="img" aria-label={label} title={label}>
      <marker.icon size={18} aria-hidden />
    </ThemeIcon>
  );
}

function GameLine({ game, match, viewerId }: { game: CompletedGame; match: HistoryMatch; viewerId: number | null }) {
  const outcome = outcomeFor(game.winner, [match.player1, match.player2], viewerId);
  return (
    <Stack gap={6} py="xs" data-testid="history-game">
      <Group justify="space-between" gap="xs">
        <Text fw={700} size="sm">
          Game {game.game_number}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(game.completed_at)}
        </Text>
      </Group>
      <div className={classes.gameRow}>
        <div className={classes.gameSide}>
          <ChoiceIcon choice={game.player1_choice} size={32} />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={game.winner === match.player1 ? 800 : 500} truncate>
              {match.player1_username}
            </Text>
            <Text size="xs" c="dimmed" data-testid="history-choice">
              {game.player1_choice_display}
            </Text>
            {game.player1_auto ? (
              <Text size="xs" c="orange.8" fw={600} data-testid="auto-move">
                {AUTO_MOVE_NOTE}
              </Text>
            ) : null}
          </Stack>
        </div>
        <Marker outcome={outcome} winner={game.winner_username} />
        <div className={`${classes.gameSide} ${classes.gameSideRight}`}>
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={game.winner === match.player2 ? 800 : 500} truncate>
              {match.player2_username}
            </Text>
            <Text size="xs" c="dimmed" data-testid="history-choice">
              {game.player2_choice_display}
            </Text>
            {game.player2_auto ? (
              <Text size="xs" c="orange.8" fw={600} data-testid="auto-move">
                {AUTO_MOVE_NOTE}
              </Text>
            ) : null}
          </Stack>
          <ChoiceIcon choice={game.player2_choice} size={32} />
        </div>
      </div>
      <Text size="sm" ta="center" c="dimmed" fs="italic">
        {game.result_description}
      </Text>
      <VerifyFairness game={game} match={match} />
    </Stack>
  );
}

function MatchItem({ match, viewerId }: { match: HistoryMatch; viewerId: number | null }) {
  return (
    <Accordion.Item value={String(match.id)} data-testid="history-match">
      <Accordion.Control>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} size="sm">
            Match {match.match_number}: {match.player1_username ?? 'TBD'}{' '}
            <Text span c="violet.7" fw={800}>
              {match.player1_score} – {match.player2_score}
            </Text>{' '}
            {match.player2_username ?? 'TBD'}
          </Text>
          {match.winner_username ? (
            <Group gap={4} c="teal.8" wrap="nowrap">
              <IconTrophy size={14} aria-hidden />
              <Text size="sm" fw={600}>
                {match.winner_username}
              </Text>
            </Group>
          ) : null}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        {match.games.length === 0 ? (
          <Text c="dimmed" size="sm">
            No games were played in this match.
          </Text>
        ) : (
          <Stack gap={0}>
            {match.games.map((game) => (
              <GameLine key={game.id} game={game} match={match} viewerId={viewerId} />
            ))}
          </Stack>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function placementText(placement: number | null): string {
  return placement === null ? '—' : `#${placement}`;
}

export function TournamentHistoryPage() {
  const { id } = route.useParams();
  const { data: history } = useSuspenseQuery(tournamentHistoryQueryOptions(id));
  const user = useCurrentUser();
  const viewerId = user?.id ?? null;
  const totalRounds = history.rounds.length || history.total_rounds;

  return (
    <Stack gap="lg">
      <Group gap="md">
        <Anchor component={Link} to="/tournaments" size="sm" fw={600}>
          <Group gap={4} component="span" display="inline-flex">
            <IconArrowLeft size={16} aria-hidden />
            Back to Tournaments
          </Group>
        </Anchor>
        <Anchor
          renderRoot={(props) => <Link {...props} to="/tournament/$tournamentId" params={{ tournamentId: id }} />}
          size="sm"
          fw={600}
        >
          <Group gap={4} component="span" display="inline-flex">
            <IconSitemap size={16} aria-hidden />
            View Bracket
          </Group>
        </Anchor>
      </Group>

      <Card>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} miw={0}>
              <Text size="xs" fw={800} tt="uppercase" c="dimmed" lts={1}>
                Tournament History
              </Text>
              <Title order={1} size="h2">
                {history.name}
              </Title>
              {history.description ? <Text c="dimmed">{history.description}</Text> : null}
            </Stack>
            <Badge size="lg" variant="light" color={tournamentStatusColor(history.status)}>
              {history.status_display}
            </Badge>
          </Group>
          <div className={classes.summaryGrid}>
            <Fact label="Entry Fee">
              <Money value={history.entry_fee} />
            </Fact>
            <Fact label="Prize Pool">
              <Money value={history.prize_pool} c="teal.8" />
            </Fact>
            <Fact label="Participants">{history.participant_count}</Fact>
            <Fact label="Game Mode">{history.game_mode_display}</Fact>
            <Fact label="Winner">
              <Group gap={6} wrap="nowrap" align="flex-start" data-testid="history-winner">
                <IconTrophy size={18} color="var(--mantine-color-yellow-7)" aria-hidden className={classes.noShrink} />
                <span className={classes.breakAnywhere}>{history.winner_username ?? '—'}</span>
              </Group>
            </Fact>
          </div>
        </Stack>
      </Card>

      <Card>
        <Stack gap="md">
          <Group gap="xs">
            <IconUsers size={20} aria-hidden color="var(--mantine-color-violet-6)" />
            <Title order={2} size="h4">
              Participants
            </Title>
          </Group>
          <div className={classes.participants}>
            {history.participants.map((p) => (
              <div key={p.id} className={classes.participant} data-testid="history-participant">
                <span className={classes.placement}>{placementText(p.placement)}</span>
                <Stack gap={2} miw={0}>
                  <Text fw={600} truncate>
                    {p.username}
                  </Text>
                  {p.placement === 1 || user?.id === p.id ? (
                    <Group gap={4}>
                      {p.placement === 1 ? (
                        <Badge size="sm" color="yellow" variant="light" leftSection={<IconTrophy size={12} aria-hidden />}>
                          Champion
                        </Badge>
                      ) : null}
                      {user?.id === p.id ? (
                        <Badge size="sm" color="violet" variant="light">
                          You
                        </Badge>
                      ) : null}
                    </Group>
                  ) : null}
                </Stack>
              </div>
            ))}
          </div>
        </Stack>
      </Card>

      {history.rounds.map((round) => (
        <Card key={round.round_number} data-testid="history-round">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {historyRoundLabel(round.round_number, totalRounds)}
            </Title>
            <Accordion multiple variant="separated" chevronPosition="right">
              {round.matches.map((match) => (
                <MatchItem key={match.id} match={match} viewerId={viewerId} />
              ))}
            </Accordion>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The route's error boundary: 404 is "Tournament not found", 403 "not completed yet", anything else a failure to load. */
export function TournamentHistoryError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // Retrying cannot make an unknown tournament appear, so no "Try again" here.
  if (isApiError(error) && error.status === 404) {
    return (
      <LoadErrorCard
        title="Tournament not found"
        message="This tournament does not exist or was removed."
        notFound
        back={{ to: '/tournaments', label: 'Back to Tournaments' }}
        data-testid="history-not-found"
      />
    );
  }
  if (isApiError(error) && error.status === 403) {
    return (
      <LoadErrorCard
        title="History not available yet"
        message={bodyError(error) ?? HISTORY_FORBIDDEN}
        notFound
        back={{ to: '/tournaments', label: 'Back to Tournaments' }}
        data-testid="history-forbidden"
      />
    );
  }
  return (
    <LoadErrorCard
      message={HISTORY_FAILED}
      back={{ to: '/tournaments', label: 'Back to Tournaments' }}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
