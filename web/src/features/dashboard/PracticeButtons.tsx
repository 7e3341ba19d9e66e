import { Button, Group, Text } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { bodyDetail, bodyError } from '../../lib/errors';
import { notifyError } from '../../lib/notify';
import { PRACTICE_FAILED, usePracticeMutation, type PracticeMode } from '../../lib/api/match';

/**
 * "Practice against the computer" (issue 33 §5): a Blitz match at once, or a Classic best of 3; no coins, no record.
 * A practice match already in play is the one opened (the server answers it).
 */
export function PracticeButtons() {
  const practice = usePracticeMutation();
  const navigate = useNavigate();
  const start = (mode: PracticeMode) =>
    practice.mutate(mode, {
      onSuccess: ({ match }) => void navigate({ to: '/match/$matchId', params: { matchId: String(match.id) } }),
      onError: (failure) => notifyError(bodyDetail(failure) ?? bodyError(failure) ?? PRACTICE_FAILED),
    });
  const pending = practice.isPending ? practice.variables : null;
  return (
    <>
      <Group gap="xs" wrap="nowrap" grow>
        <Button
          color="orange"
          leftSection={<IconRobot size={18} aria-hidden />}
          loading={pending === 'BLITZ'}
          disabled={pending === 'CLASSIC'}
          onClick={() => start('BLITZ')}
          data-testid="dashboard-practice"
        >
          Practice against the computer
        </Button>
        <Button
          variant="light"
          color="orange"
          loading={pending === 'CLASSIC'}
          disabled={pending === 'BLITZ'}
          onClick={() => start('CLASSIC')}
          data-testid="dashboard-practice-classic"
          aria-label="Practice against the computer, best of 3"
          maw={130}
        >
          Best of 3
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Learn the game for free: no coins, and nothing counts toward your record.
      </Text>
    </>
  );
}
