import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMedal, IconSitemap, IconTrophy, IconUsers } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Money } from '../../components/Money';
import { PlayerLink } from '../../components/PlayerLink';
import { useCurrentUser } from '../../lib/session';
import { tournamentHistoryQueryOptions } from '../../lib/api/tournaments';
import { historyRoundLabel } from './bracket';
import { tournamentStatusColor } from '../../lib/status';
import classes from './tournaments.module.css';
import { MatchItem } from './HistoryMatchItem';
import { PrizeTable } from './Prizes';
import { paceLabel } from '../../lib/pace';
import { gameModeLabel, tournamentStatusLabel } from '../../lib/display';

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

function placementText(placement: number | null): string {
  return placement === null ? '—' : `#${placement}`;
}

export function TournamentHistoryPage() {
  const { t } = useLingui();
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
            <Trans>Back to Tournaments</Trans>
          </Group>
        </Anchor>
        <Anchor
          renderRoot={(props) => <Link {...props} to="/tournament/$tournamentId" params={{ tournamentId: id }} />}
          size="sm"
          fw={600}
        >
          <Group gap={4} component="span" display="inline-flex">
            <IconSitemap size={16} aria-hidden />
            <Trans>View Bracket</Trans>
          </Group>
        </Anchor>
      </Group>

      <Card>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} miw={0}>
              <Text size="xs" fw={800} tt="uppercase" c="dimmed" lts={1}>
                <Trans>Tournament History</Trans>
              </Text>
              <Title order={1} size="h2" data-user-content>
                {history.name}
              </Title>
              {history.description ? (
                <Text c="dimmed" data-user-content>
                  {history.description}
                </Text>
              ) : null}
            </Stack>
            <Badge size="lg" variant="light" color={tournamentStatusColor(history.status)}>
              {tournamentStatusLabel(history.status, history.status_display)}
            </Badge>
          </Group>
          <div className={classes.summaryGrid}>
            <Fact label={t`Entry Fee`}>
              <Money value={history.entry_fee} />
            </Fact>
            <Fact label={t`Prize Pool`}>
              <Money value={history.prize_pool} c="teal.8" />
            </Fact>
            <Fact label={t`Participants`}>{history.participant_count}</Fact>
            <Fact label={t`Game Mode`}>{gameModeLabel(history.game_mode, history.game_mode_display)}</Fact>
            <Fact label={t`Pace`}>{paceLabel(history.move_timeout)}</Fact>
            <Fact label={t`Winner`}>
              <Group gap={6} wrap="nowrap" align="flex-start" data-testid="history-winner">
                <IconTrophy size={18} color="var(--mantine-color-yellow-7)" aria-hidden className={classes.noShrink} />
                <span className={classes.breakAnywhere}>
                  {history.winner_username ? <PlayerLink name={history.winner_username} /> : '—'}
                </span>
              </Group>
            </Fact>
          </div>
          <PrizeTable prizes={history.prizes} participants={history.participants} />
        </Stack>
      </Card>

      <Card>
        <Stack gap="md">
          <Group gap="xs">
            <IconUsers size={20} aria-hidden color="var(--mantine-color-violet-6)" />
            <Title order={2} size="h4">
              <Trans>Participants</Trans>
            </Title>
          </Group>
          <div className={classes.participants}>
            {history.participants.map((p) => (
              <div key={p.id} className={classes.participant} data-testid="history-participant">
                <span className={classes.placement}>{placementText(p.placement)}</span>
                <Stack gap={2} miw={0}>
                  <Text fw={600} truncate>
                    <PlayerLink name={p.username} />
                  </Text>
                  {p.placement === 1 || user?.id === p.id ? (
                    <Group gap={4}>
                      {p.placement === 1 ? (
                        <Badge
                          size="sm"
                          color="yellow"
                          variant="light"
                          leftSection={<IconTrophy size={12} aria-hidden />}
                        >
                          <Trans>Champion</Trans>
                        </Badge>
                      ) : null}
                      {user?.id === p.id ? (
                        <Badge size="sm" color="violet" variant="light">
                          <Trans>You</Trans>
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

      {history.third_place_match ? (
        <Card data-testid="history-third-place">
          <Stack gap="sm">
            <Group gap="xs">
              <IconMedal size={20} aria-hidden color="var(--mantine-color-orange-7)" />
              <Title order={2} size="h4">
                <Trans>Third place</Trans>
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              <Trans>The Semi-Finals&apos; losers, played beside the Finals.</Trans>
            </Text>
            <Accordion multiple variant="separated" chevronPosition="right">
              <MatchItem match={history.third_place_match} viewerId={viewerId} />
            </Accordion>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
