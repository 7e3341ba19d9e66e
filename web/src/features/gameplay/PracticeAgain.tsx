import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconRobot } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { bodyDetail, bodyError } from '../../lib/errors';
import { notifyError } from '../../lib/notify';
import { practiceFailed, usePracticeMutation, type Match } from '../../lib/api/match';

/** The end of a practice match (issue 33 §5): another one in the same mode, or back to the dashboard. */
export function PracticeAgain({ match }: { match: Match }) {
  const practice = usePracticeMutation();
  const navigate = useNavigate();
  const again = () =>
    practice.mutate(match.max_games === 1 ? 'BLITZ' : 'CLASSIC', {
      onSuccess: ({ match: next }) => void navigate({ to: '/match/$matchId', params: { matchId: String(next.id) } }),
      onError: (failure) => notifyError(bodyDetail(failure) ?? bodyError(failure) ?? practiceFailed()),
    });
  return (
    <Group gap="sm" justify="center" mt="xs">
      <Button
        color="orange"
        leftSection={<IconRobot size={16} aria-hidden />}
        loading={practice.isPending}
        onClick={again}
        data-testid="practice-again"
      >
        <Trans>Play the computer again</Trans>
      </Button>
      <Button
        renderRoot={(props) => <Link {...props} to="/dashboard" />}
        variant="white"
        color="dark"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        data-testid="back-to-dashboard"
      >
        <Trans>Back to Dashboard</Trans>
      </Button>
    </Group>
  );
}
