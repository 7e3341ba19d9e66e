import { t } from '@lingui/core/macro';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSwords } from '@tabler/icons-react';

const toastId = (matchId: string) => `match-start-${matchId}`;

/** Matches a page on screen offers already (the match-complete card's next match): their toast would only cover it. */
const offeredOnScreen = new Set<string>();

/**
 * While a page on screen offers `matchId` itself, no toast says the same: one shown is hidden, and one whose notice
 * arrives later (the card can be drawn before it) is not shown. Answers the cleanup for when the page goes.
 */
export function offerOnScreen(matchId: string): () => void {
  offeredOnScreen.add(matchId);
  hideMatchStartToast(matchId);
  return () => offeredOnScreen.delete(matchId);
}

/** "Your match has started" with a "Play now" button; it stays until the player acts on it (no auto-close). */
export function showMatchStartToast(matchId: string, onPlay: () => void, onClose: () => void): void {
  if (offeredOnScreen.has(matchId)) return;
  notifications.show({
    id: toastId(matchId),
    // Words from the core macro: the toast is drawn outside the page's tree, in the language active when shown.
    title: t`Your match has started`,
    message: (
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t`It is your move.`}</Text>
        <Button
          size="compact-sm"
          leftSection={<IconSwords size={14} aria-hidden />}
          onClick={onPlay}
          data-testid="play-now"
        >
          {t`Play now`}
        </Button>
      </Group>
    ),
    color: 'violet',
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': t`Close notification` },
    onClose,
    'data-testid': 'toast-match-start',
  });
}

export function hideMatchStartToast(matchId: string): void {
  notifications.hide(toastId(matchId));
}
