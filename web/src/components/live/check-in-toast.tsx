import { t } from '@lingui/core/macro';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHandStop } from '@tabler/icons-react';
import type { LiveEvent } from '../../lib/live/stream';

const toastId = (tournamentId: string) => `check-in-${tournamentId}`;

/**
 * The tournament a `tournament` event says started its check-in (issue 32 §0), unless the player is already on
 * its page, where the check-in shows itself.
 */
export function checkInStarted(event: LiveEvent, pathname: string): string | null {
  if (event.name !== 'tournament' || typeof event.data !== 'object' || event.data === null) return null;
  const { tournament_id: tournamentId, reason } = event.data as Record<string, unknown>;
  if (reason !== 'check_in' || (typeof tournamentId !== 'number' && typeof tournamentId !== 'string')) return null;
  return pathname.replace(/\/+$/, '') === `/tournament/${tournamentId}` ? null : String(tournamentId);
}

/** The notices' reasons that end a check-in. */
const SETTLED = new Set(['started', 'check_in_lapsed', 'seat_freed', 'cancelled']);

/** The check-in ended for this tournament (it started, or lapsed): its alert has nothing left to ask. */
export function checkInSettled(event: LiveEvent): string | null {
  if (event.name !== 'tournament' || typeof event.data !== 'object' || event.data === null) return null;
  const { tournament_id: tournamentId, reason } = event.data as Record<string, unknown>;
  if (!SETTLED.has(String(reason))) return null;
  return typeof tournamentId === 'number' || typeof tournamentId === 'string' ? String(tournamentId) : null;
}

/**
 * "Your tournament is full: check in" with "I'm here" and a way to the tournament; it stays until the player acts
 * on it or the check-in ends (no auto-close).
 */
export function showCheckInToast(tournamentId: string, onCheckIn: () => void, onOpen: () => void): void {
  notifications.show({
    id: toastId(tournamentId),
    // Words from the core macro: the toast is drawn outside the page's tree, in the language active when shown.
    title: t`Your tournament is full: check in`,
    message: (
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t`Play starts with the players who are there.`}</Text>
        <Group gap={6}>
          <Button size="compact-sm" variant="default" onClick={onOpen}>
            {t`Open`}
          </Button>
          <Button
            size="compact-sm"
            color="teal"
            leftSection={<IconHandStop size={14} aria-hidden />}
            onClick={onCheckIn}
            data-testid="toast-im-here"
          >
            {t`I'm here`}
          </Button>
        </Group>
      </Group>
    ),
    color: 'teal',
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': t`Close notification` },
    'data-testid': 'toast-check-in',
  });
}

export function hideCheckInToast(tournamentId: string): void {
  notifications.hide(toastId(tournamentId));
}
