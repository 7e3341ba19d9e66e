import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { LEADERBOARD_EMPTY } from './leaderboard-texts';

/** The board before anyone has finished a match. */
export function LeaderboardEmpty() {
  const { t } = useLingui();
  return (
    <Stack align="center" gap={6} py="xl" ta="center" data-testid="leaderboard-empty">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconChartBar size={30} aria-hidden />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {t(LEADERBOARD_EMPTY)}
      </Text>
      <Text c="dimmed" size="sm">
        <Trans>Finish a match to get ranked.</Trans>
      </Text>
    </Stack>
  );
}
