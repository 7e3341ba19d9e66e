import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { bodyDetail, bodyError } from '../../lib/errors';
import { notifyError } from '../../lib/notify';
import { practiceFailed, usePracticeMutation, type PracticeMode } from '../../lib/api/match';
import classes from './PracticeButtons.module.css';

/**
 * "Practice against the computer" (issue 33 §5): a Blitz match at once, or a Classic best of 3; no coins, no record.
 * A practice match already in play is the one opened (the server answers it).
 */
export function PracticeButtons() {
  const { t } = useLingui();
  const practice = usePracticeMutation();
  const navigate = useNavigate();
  const start = (mode: PracticeMode) =>
    practice.mutate(mode, {
      onSuccess: ({ match }) => void navigate({ to: '/match/$matchId', params: { matchId: String(match.id) } }),
      onError: (failure) => notifyError(bodyDetail(failure) ?? bodyError(failure) ?? practiceFailed()),
    });
  const pending = practice.isPending ? practice.variables : null;
  return (
    <>
      {/* Side by side where they fit; on a narrow phone "Best of 3" goes under (it was cut, as was the first). */}
      <Group gap="xs" className={classes.practice}>
        <Button
          color="orange"
          leftSection={<IconRobot size={18} aria-hidden />}
          loading={pending === 'BLITZ'}
          disabled={pending === 'CLASSIC'}
          onClick={() => start('BLITZ')}
          data-testid="dashboard-practice"
        >
          <Trans>Practice against the computer</Trans>
        </Button>
        <Button
          variant="light"
          color="orange"
          loading={pending === 'CLASSIC'}
          disabled={pending === 'BLITZ'}
          onClick={() => start('CLASSIC')}
          data-testid="dashboard-practice-classic"
          aria-label={t`Practice against the computer, best of 3`}
        >
          <Trans>Best of 3</Trans>
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        <Trans>Learn the game for free: no coins, and nothing counts toward your record.</Trans>
      </Text>
    </>
  );
}
