import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { matchStatusColor } from '../../lib/status';
import type { Match } from '../../lib/api/match';
import { sidesOf } from './play';
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
  const roundLabel = match.is_final ? `Round ${match.round_number} · Final` : `Round ${match.round_number}`;
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0}>
            <Text size="sm" c="dimmed" fw={600} data-testid="match-tournament">
              {match.tournament_name}
            </Text>
            <Title order={1} size="h2">
              {roundLabel} · Match {match.match_number}
            </Title>
          </Stack>
          <Badge variant="light" size="lg" color={matchStatusColor(shown.status)} data-testid="match-status">
            {shown.status_display}
          </Badge>
        </Group>
        <Scoreboard match={shown} sides={sidesOf(shown, viewerId)} gameNumber={gameNumber} />
      </Stack>
    </Card>
  );
}
