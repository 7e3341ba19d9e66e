import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../../lib/api/identity';
import { limitsQueryOptions, saferPlayQueryOptions } from '../../lib/api/protection';
import { BreakPanel } from './BreakPanel';
import { FiguresPanel } from './FiguresPanel';
import { LimitsPanel } from './LimitsPanel';

/** Safer play (issue 22 §4): the player's tools, their own figures and where to find help. */
export function SaferPlayPage() {
  const { data: limits } = useSuspenseQuery(limitsQueryOptions());
  const { data: figures } = useSuspenseQuery(saferPlayQueryOptions());
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  return (
    <Stack gap="lg" data-testid="safer-play-page">
      <div>
        <Title order={1}>
          <Trans>Safer play</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Play for fun, within limits you choose. Every tool here is yours to use at any time.</Trans>
        </Text>
      </div>
      <FiguresPanel figures={figures} />
      <LimitsPanel limits={limits} />
      <BreakPanel protection={profile.protection} />
    </Stack>
  );
}
