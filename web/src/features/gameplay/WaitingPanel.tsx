import { Alert, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { Game } from '../../lib/api/match';
import { AutoMoveNote } from './AutoMoveNote';
import { ChoiceIcon, choiceInfo } from '../../components/choices';
import { formatClock } from './countdown';
import { MATCH_STARTING } from './messages';

export function WaitingPanel({ game, seconds }: { game: Game; seconds: number | null }) {
  const mine = choiceInfo(game.my_choice);
  const expired = seconds !== null && seconds <= 0;
  return (
    <Card data-testid="waiting-panel">
      <Stack align="center" gap="sm" ta="center" py="md">
        {mine ? <ChoiceIcon choice={mine.value} size={64} /> : null}
        <Text fw={700} size="lg">
          Waiting for your opponent...
        </Text>
        {mine ? (
          <Text c="dimmed" size="sm">
            {game.my_auto ? 'Your move' : 'You chose'} <strong>{mine.name}</strong>. It stays hidden until both moves
            are in.
          </Text>
        ) : null}
        {game.my_auto ? <AutoMoveNote /> : null}
        {seconds !== null ? (
          <Group gap={6} c={expired ? 'blue' : 'dimmed'}>
            {expired ? <Loader size={14} /> : <IconHourglassHigh size={16} aria-hidden />}
            <Text size="sm" data-testid="opponent-countdown">
              {expired
                ? "Your opponent's time is up: their move is being chosen..."
                : `Your opponent has ${formatClock(seconds)} left`}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A first game's start grace: the clock has not started; moves are taken already. */
export function MatchStartingPanel({ seconds, myTurn }: { seconds: number; myTurn: boolean }) {
  return (
    <Alert
      color="violet"
      variant="light"
      icon={<IconHourglassHigh size={18} aria-hidden />}
      title={MATCH_STARTING}
      data-testid="match-starting"
    >
      <Text size="sm">
        {myTurn ? 'Your' : "Your opponent's"} clock starts in{' '}
        <strong data-testid="grace-seconds">{formatClock(seconds)}</strong>
        {myTurn ? '. You can move now.' : '.'}
      </Text>
    </Alert>
  );
}
