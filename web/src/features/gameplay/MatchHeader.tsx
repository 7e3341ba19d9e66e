import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { paceLabel } from '../../lib/pace';
import { matchLabel } from '../../lib/rounds';
import { matchStatusColor } from '../../lib/status';
import type { Match } from '../../lib/api/match';
import classes from './match.module.css';
import { sidesOf } from './play';
import { RulesButton } from './RulesButton';
import { Scoreboard } from './Scoreboard';
import { matchStatusLabel } from '../../lib/display';

/**
 * The match's title, status and scoreboard. `shown` is the match as the page shows it: under a reveal, before the
 * revealed game, so neither its status nor its scores give the result away.
 */
export function MatchHeader({
  match,
  shown,
  viewerId,
  gameNumber,
}: {
  match: Match;
  shown: Match;
  viewerId: number | null;
  gameNumber: number;
}) {
  const { t } = useLingui();
  const label = matchLabel(match, match.total_rounds);
  const matchNumber = match.match_number;
  return (
    <Card className={classes.playCard}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" fw={600} truncate data-testid="match-tournament" data-user-content>
            {match.tournament_name}
          </Text>
          <Badge
            variant="light"
            color={matchStatusColor(shown.status)}
            className={classes.statusBadge}
            data-testid="match-status"
          >
            {matchStatusLabel(shown.status, shown.status_display)}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={1} className={classes.matchTitle}>
            {match.practice
              ? t`Practice against the computer`
              : match.is_third_place
                ? t`Third-place match`
                : t`${label} · Match ${matchNumber}`}
          </Title>
          <RulesButton />
        </Group>
        {match.practice ? (
          <Text size="sm" c="dimmed" data-testid="practice-note">
            <Trans>
              No coins, no record: the computer picks at random, and its move is sealed before yours (Verify, below).
            </Trans>
          </Text>
        ) : null}
        <Group gap={6} c="dimmed" wrap="nowrap" data-testid="match-pace">
          <IconClock size={15} aria-hidden />
          <Text size="sm">{paceLabel(match.move_timeout)}</Text>
        </Group>
        <Scoreboard match={shown} sides={sidesOf(shown, viewerId)} gameNumber={gameNumber} />
      </Stack>
    </Card>
  );
}
