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
        <strong>{name}</strong> {moved ? 'has moved' : 'is choosing...'}
      </Text>
    </Group>
  );
}

/**
 * For a spectator: the game in play, and whether each player has moved (never what: the server withholds the
 * moves until both are in). No move controls.
 */
export function SpectatorPanel({ game, match }: { game: Game; match: Match }) {
  return (
    <Card data-testid="spectator-panel" className={classes.playCard}>
      <Stack gap={6} align="center">
        <Text fw={700}>Game {game.game_number} in play</Text>
        <Side name={match.player1_username ?? 'Player 1'} moved={game.player1_submitted} testId="spectator-player1" />
        <Side name={match.player2_username ?? 'Player 2'} moved={game.player2_submitted} testId="spectator-player2" />
      </Stack>
    </Card>
  );
}
