import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh, IconSitemap } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { bracketQueryOptions, type Tournament } from '../../lib/api/tournaments';
import { BracketView } from './BracketView';

export function BracketSection({ tournament, viewer }: { tournament: Tournament; viewer: string | null }) {
  const bracket = useQuery(bracketQueryOptions(String(tournament.id)));
  const max = tournament.max_players;
  const current = tournament.current_players;
  const hasRounds = bracket.data !== undefined && Object.keys(bracket.data).length > 0;
  return (
    <Card data-testid="tournament-bracket">
      <Stack gap="md">
        <Group gap="xs">
          <IconSitemap size={20} aria-hidden color="var(--mantine-color-violet-6)" />
          <Title order={2} size="h4">
            <Trans>Tournament Bracket</Trans>
          </Title>
        </Group>
        {hasRounds ? (
          <BracketView bracket={bracket.data} viewer={viewer} thirdPlace={tournament.third_place_match} />
        ) : bracket.isError && bracket.data === undefined ? (
          <Text c="dimmed" size="sm">
            <Trans>The bracket could not be loaded right now; it will refresh on its own.</Trans>
          </Text>
        ) : (
          <Stack align="center" gap={6} py="lg" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="yellow">
              <IconHourglassHigh size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>
              <Trans>The bracket is drawn when all {max} players have joined.</Trans>
            </Text>
            <Text c="dimmed" size="sm">
              <Trans>
                {current} of {max} seats taken so far.
              </Trans>
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
