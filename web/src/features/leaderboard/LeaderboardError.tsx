import { Stack, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { LEADERBOARD_FAILED } from './leaderboard-texts';

/** The route's error boundary. */
export function LeaderboardError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Stack gap="lg">
      <Title order={1}>Leaderboard</Title>
      <LoadErrorCard
        message={LEADERBOARD_FAILED}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Stack>
  );
}
