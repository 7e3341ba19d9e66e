import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bodyError } from '../../lib/errors';
import { walletBalanceQueryOptions } from '../../lib/api/wallet';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useLeaveTournamentMutation, type Tournament } from '../../lib/api/tournaments';
import { LEAVE_FAILED } from './messages';
import { SeatConfirmModal } from './SeatConfirmModal';

/**
 * Gives the viewer's seat back while the tournament waits for players; the entry fee comes back to the wallet
 * at once. Self-contained (its own mutation), so a card or page only places it.
 */
export function LeaveTournamentButton({
  tournament,
  fullWidth = false,
}: {
  tournament: Tournament;
  fullWidth?: boolean;
}) {
  const { t } = useLingui();
  const leave = useLeaveTournamentMutation();
  const [confirming, setConfirming] = useState(false);
  const { data: wallet } = useQuery({ ...walletBalanceQueryOptions(), enabled: confirming });
  if (tournament.status !== 'PENDING' || !tournament.user_is_participant) return null;
  const name = tournament.name;
  // mutateAsync, not mutate's callbacks: leaving takes the card off the list, which unmounts this button before
  // the mutation ends, and TanStack Query drops an unmounted caller's callbacks (the toast was lost so, under load).
  const onLeave = () =>
    void leave
      .mutateAsync(tournament.id)
      .then(
        (response) => notifySuccess(response.message),
        (failure: unknown) => notifyError(bodyError(failure) ?? t(LEAVE_FAILED)),
      )
      .finally(() => setConfirming(false));
  return (
    <>
      <SeatConfirmModal
        action="leave"
        tournament={confirming ? tournament : null}
        balance={wallet?.balance}
        busy={leave.isPending}
        onConfirm={onLeave}
        onClose={() => setConfirming(false)}
      />
      <Button
        fullWidth={fullWidth}
        variant="default"
        color="red"
        onClick={() => setConfirming(true)}
        loading={leave.isPending}
        leftSection={<IconLogout2 size={18} aria-hidden />}
        aria-label={t`Leave Tournament ${name}`}
        title={t`Give your seat back; the entry fee returns to your wallet`}
        data-testid="leave-tournament"
      >
        <Trans>Leave Tournament</Trans>
      </Button>
    </>
  );
}
