import { Button } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { bodyError } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useLeaveTournamentMutation, type Tournament } from '../../lib/api/tournaments';
import { LEAVE_FAILED } from './messages';

/**
 * Gives the viewer's seat back while the tournament waits for players; the entry fee comes back to the wallet
 * at once. Self-contained (its own mutation), so a card or page only places it.
 */
export function LeaveTournamentButton({
  tournament: t,
  fullWidth = false,
}: {
  tournament: Tournament;
  fullWidth?: boolean;
}) {
  const leave = useLeaveTournamentMutation();
  if (t.status !== 'PENDING' || !t.user_is_participant) return null;
  const onLeave = () =>
    leave.mutate(t.id, {
      onSuccess: (response) => notifySuccess(response.message),
      onError: (failure) => notifyError(bodyError(failure) ?? LEAVE_FAILED),
    });
  return (
    <Button
      fullWidth={fullWidth}
      variant="default"
      color="red"
      onClick={onLeave}
      loading={leave.isPending}
      leftSection={<IconLogout2 size={18} aria-hidden />}
      aria-label={`Leave Tournament ${t.name}`}
      title="Give your seat back; the entry fee returns to your wallet"
      data-testid="leave-tournament"
    >
      Leave Tournament
    </Button>
  );
}
