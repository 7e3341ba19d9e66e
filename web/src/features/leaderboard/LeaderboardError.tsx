import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { LEADERBOARD_FAILED } from './leaderboard-texts';

/** The route's error boundary. */
export function LeaderboardError({ reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Leaderboard</Trans>
      </Title>
      <LoadErrorCard
        message={t(LEADERBOARD_FAILED)}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Stack>
  );
}
