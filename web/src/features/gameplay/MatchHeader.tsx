import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { roundLabel } from '../../lib/rounds';
import { matchStatusColor } from '../../lib/status';
import type { Match } from '../../lib/api/match';
import classes from './match.module.css';
import { sidesOf } from './play';
import { RulesButton } from './RulesButton';
import { Scoreboard } from './Scoreboard';

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
  return (
    <Card className={classes.playCard}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Text size="sm" c="dimmed" fw={600} truncate data-testid="match-tournament">
              {match.tournament_name}
            </Text>
            <Title order={1} className={classes.matchTitle}>
              {roundLabel(match.round_number, match.total_rounds)} · Match {match.match_number}
            </Title>
          </Stack>
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" color={matchStatusColor(shown.status)} data-testid="match-status">
              {shown.status_display}
            </Badge>
            <RulesButton />
          </Group>
        </Group>
        <Scoreboard match={shown} sides={sidesOf(shown, viewerId)} gameNumber={gameNumber} />
      </Stack>
    </Card>
  );
}
