import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconHourglassHigh } from '@tabler/icons-react';
import type { Game, Match } from '../../lib/api/match';
import classes from './match.module.css';

function Side({ name, moved, testId }: { name: string; moved: boolean; testId: string }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId} data-moved={moved}>
      {moved ? (
        <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
      ) : (
        <IconHourglassHigh size={18} aria-hidden />
      )}
      <Text size="sm">
        {moved ? (
          <Trans>
            <strong data-user-content>{name}</strong> has moved
          </Trans>
        ) : (
          <Trans>
            <strong data-user-content>{name}</strong> is choosing...
          </Trans>
        )}
      </Text>
    </Group>
  );
}

/**
 * For a spectator: the game in play, and whether each player has moved (never what: the server withholds the
 * moves until both are in). No move controls.
 */
export function SpectatorPanel({ game, match }: { game: Game; match: Match }) {
  const { t } = useLingui();
  const gameNumber = game.game_number;
  return (
    <Card data-testid="spectator-panel" className={classes.playCard}>
      <Stack gap={6} align="center">
        <Text fw={700}>
          <Trans>Game {gameNumber} in play</Trans>
        </Text>
        <Side name={match.player1_username ?? t`Player 1`} moved={game.player1_submitted} testId="spectator-player1" />
        <Side name={match.player2_username ?? t`Player 2`} moved={game.player2_submitted} testId="spectator-player2" />
      </Stack>
    </Card>
  );
}
