import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHandStop, IconUserCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { bodyError } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCurrentUser } from '../../lib/session';
import { useCheckInMutation, type Tournament } from '../../lib/api/tournaments';
import { checkInSecondsLeft, formatCheckIn, mustCheckIn } from '../../lib/check-in';

/** Re-renders every second while the check-in runs. */
function useSecondsLeft(endsAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = checkInSecondsLeft(endsAt, now);
  const running = left !== null && left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}

/** "I'm here": checks the viewer in; the last one in starts the tournament. */
export function ImHereButton({ tournamentId, fullWidth = false }: { tournamentId: number; fullWidth?: boolean }) {
  const { t } = useLingui();
  const checkIn = useCheckInMutation();
  const onClick = () =>
    void checkIn.mutateAsync(tournamentId).then(
      (response) => notifySuccess(response.message),
      (failure: unknown) => notifyError(bodyError(failure) ?? t`Could not check you in. Please try again.`),
    );
  return (
    <Button
      fullWidth={fullWidth}
      color="teal"
      onClick={onClick}
      loading={checkIn.isPending}
      leftSection={<IconHandStop size={18} aria-hidden />}
      data-testid="im-here"
    >
      <Trans>I&apos;m here</Trans>
    </Button>
  );
}

/**
 * The check-in of a full tournament (issue 32 §0): "Checking in: 0:42", and for a seat holder still to check in
 * the "I'm here" button; a seat holder already in reads that play starts when everyone is. Nothing otherwise.
 */
export function CheckIn({ tournament, fullWidth = false }: { tournament: Tournament; fullWidth?: boolean }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const left = useSecondsLeft(tournament.status === 'PENDING' ? tournament.check_in_ends_at : null);
  if (tournament.status !== 'PENDING' || left === null) return null;
  const checkedIn = tournament.participants.filter((p) => p.checked_in).length;
  const players = tournament.current_players;
  const mine = mustCheckIn(tournament, user?.id);
  const clock = formatCheckIn(left);
  return (
    <Alert
      color={mine ? 'orange' : 'teal'}
      variant="light"
      p="xs"
      icon={<IconUserCheck size={18} aria-hidden />}
      data-testid="check-in"
    >
      <Group justify="space-between" gap="xs">
        <div>
          <Text size="sm" fw={700} data-testid="check-in-countdown">
            <Trans>Checking in: {clock}</Trans>
          </Text>
          <Text size="xs">
            {t`${checkedIn} of ${players} here.`}{' '}
            {mine
              ? t`Say you are here, or your seat is released and your fee refunded.`
              : tournament.user_is_participant
                ? t`You are checked in: play starts when everyone is.`
                : t`Play starts when everyone is here.`}
          </Text>
        </div>
        {mine ? <ImHereButton tournamentId={tournament.id} fullWidth={fullWidth} /> : null}
      </Group>
    </Alert>
  );
}
