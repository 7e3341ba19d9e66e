import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Money } from '../../components/Money';
import modal from '../../components/Modal.module.css';
import { centsToDecimal, toCents } from '../../lib/money';
import { useChanged } from '../../lib/use-changed';
import type { Tournament } from '../../lib/api/tournaments';

export type SeatAction = 'join' | 'leave';

interface SeatConfirmModalProps {
  action: SeatAction;
  /** The tournament to join or leave; null keeps the dialog closed. */
  tournament: Tournament | null;
  /** The viewer's balance now; while unknown, the balance after is not shown. */
  balance: string | null | undefined;
  busy: boolean;
  onConfirm: (tournament: Tournament) => void;
  onClose: () => void;
}

/**
 * Join charges the entry fee and Leave gives it back (issue 23 §4): both ask first, with the fee and the balance
 * it leaves.
 */
export function SeatConfirmModal({ action, tournament, balance, busy, onConfirm, onClose }: SeatConfirmModalProps) {
  const { t } = useLingui();
  // The last tournament stays on screen while the dialog animates out.
  const [shown, setShown] = useState(tournament);
  if (useChanged(tournament) && tournament) setShown(tournament);
  const fee = shown ? toCents(shown.entry_fee) : 0;
  const after = balance === null || balance === undefined ? null : toCents(balance) + (action === 'join' ? -fee : fee);
  const joining = action === 'join';
  return (
    <Modal
      opened={tournament !== null}
      onClose={onClose}
      title={joining ? t`Join this tournament?` : t`Leave this tournament?`}
    >
      <Stack gap="md" data-testid="seat-confirm">
        <Text fw={700} data-user-content>
          {shown?.name}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{joining ? t`Entry fee` : t`Entry fee back`}</Text>
          <Money value={shown?.entry_fee} sign={joining ? '−' : '+'} fw={700} iconSize={16} data-testid="seat-fee" />
        </Group>
        {after !== null ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              <Trans>Balance after</Trans>
            </Text>
            <Money value={centsToDecimal(after)} fw={700} iconSize={16} data-testid="seat-balance-after" />
          </Group>
        ) : null}
        <Text size="sm" c="dimmed">
          {joining
            ? t`You can leave and get the fee back while the tournament waits for players.`
            : t`Your seat goes back to the field.`}
        </Text>
        <div className={modal.actions}>
          <Button variant="default" onClick={onClose}>
            {joining ? t`Cancel` : t`Stay`}
          </Button>
          <Button
            color={joining ? undefined : 'red'}
            loading={busy}
            onClick={() => shown && onConfirm(shown)}
            data-autofocus
            data-testid="seat-confirm-button"
          >
            {joining ? t`Join and pay` : t`Leave and refund`}
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}
