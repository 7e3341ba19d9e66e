import { Text } from '@mantine/core';
import { autoMoveNote } from '../../lib/fairness';

/** Said beside a move the server made because the player's time ran out. */
export function AutoMoveNote() {
  return (
    <Text size="xs" c="orange.8" fw={600} data-testid="auto-move">
      {autoMoveNote()}
    </Text>
  );
}
